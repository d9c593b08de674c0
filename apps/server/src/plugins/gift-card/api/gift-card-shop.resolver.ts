import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, isGraphQlErrorResult, Permission, RequestContext, Transaction } from '@vendure/core';

import { GiftCardService } from '../services/gift-card.service';

@Resolver()
export class GiftCardShopResolver {
    constructor(private giftCards: GiftCardService) {}

    // Every refusal is found before anything is written, so the error results need no rollback.
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

function orderOrError(value: unknown): string {
    return isGraphQlErrorResult(value as never) ? (value as { __typename: string }).__typename : 'Order';
}

@Resolver('ApplyGiftCardResult')
export class ApplyGiftCardResultResolver {
    @ResolveField()
    __resolveType(value: unknown): string {
        return orderOrError(value);
    }
}

@Resolver('RemoveGiftCardResult')
export class RemoveGiftCardResultResolver {
    @ResolveField()
    __resolveType(value: unknown): string {
        return orderOrError(value);
    }
}
