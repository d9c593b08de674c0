import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { CartServicesService } from '../services/cart-services.service';

@Resolver()
export class CartShopResolver {
    constructor(private cartServices: CartServicesService) {}

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
}
