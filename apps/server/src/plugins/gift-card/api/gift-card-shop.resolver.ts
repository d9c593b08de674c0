import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { GiftCardService } from '../services/gift-card.service';

@Resolver()
export class GiftCardShopResolver {
    constructor(private giftCards: GiftCardService) {}

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
