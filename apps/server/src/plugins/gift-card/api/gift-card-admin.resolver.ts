import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { giftCardPermission } from '../constants';
import { GiftCard } from '../entities/gift-card.entity';
import { formatGiftCardCode } from '../services/gift-card-code';
import { GiftCardService } from '../services/gift-card.service';
import { CreateGiftCardInput, UpdateGiftCardInput } from '../types';

@Resolver()
export class GiftCardAdminResolver {
    constructor(private giftCardService: GiftCardService) {}

    @Query()
    @Allow(giftCardPermission.Read)
    giftCards(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<GiftCard> }) {
        return this.giftCardService.findAll(ctx, args.options);
    }

    @Query()
    @Allow(giftCardPermission.Read)
    giftCard(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.giftCardService.findOne(ctx, args.id);
    }

    @Mutation()
    @Transaction()
    @Allow(giftCardPermission.Create)
    createGiftCard(@Ctx() ctx: RequestContext, @Args() args: { input: CreateGiftCardInput }) {
        return this.giftCardService.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(giftCardPermission.Update)
    updateGiftCard(@Ctx() ctx: RequestContext, @Args() args: { input: UpdateGiftCardInput }) {
        return this.giftCardService.update(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    @Allow(giftCardPermission.Delete)
    deleteGiftCard(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.giftCardService.delete(ctx, args.id);
    }
}

@Resolver('GiftCard')
export class GiftCardEntityResolver {
    constructor(private giftCardService: GiftCardService) {}

    /** Stored without dashes; staff read it the way shoppers type it. */
    @ResolveField()
    code(@Parent() card: GiftCard) {
        return formatGiftCardCode(card.code);
    }

    @ResolveField()
    @Allow(giftCardPermission.Read)
    ledger(@Ctx() ctx: RequestContext, @Parent() card: GiftCard) {
        return this.giftCardService.ledger(ctx, card.id);
    }
}
