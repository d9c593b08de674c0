import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { CartServicesService } from '../services/cart-services.service';
import { GiftCardService } from '../services/gift-card.service';

@Resolver()
export class CartShopResolver {
    constructor(
        private cartServices: CartServicesService,
        private giftCards: GiftCardService,
    ) {}

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartServices(@Ctx() ctx: RequestContext, @Args() args: { productSku: string; serviceSkus: string[] }) {
        return this.cartServices.setProductServices(ctx, args.productSku, args.serviceSkus);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCartNotes(@Ctx() ctx: RequestContext, @Args() args: { notes: string }) {
        return this.cartServices.setNotes(ctx, args.notes);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    removeAllCartServices(@Ctx() ctx: RequestContext) {
        return this.cartServices.removeAllServices(ctx);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    applyGiftCard(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        return this.giftCards.apply(ctx, args.code);
    }

    @Mutation()
    @Transaction()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    removeGiftCard(@Ctx() ctx: RequestContext, @Args() args: { code: string }) {
        return this.giftCards.remove(ctx, args.code);
    }
}
