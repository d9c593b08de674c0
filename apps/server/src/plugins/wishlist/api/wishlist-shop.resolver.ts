/** Shop API entry points of the wishlist: thin, the work (and the choice of whose wishlist) is in WishlistService. */
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext, Transaction, UserInputError } from '@vendure/core';
import { QueryFailedError } from 'typeorm';

import { CONCURRENT_CHANGE_MESSAGE } from '../constants';
import { WishlistService } from '../services/wishlist.service';
import { AddToWishlistInput } from '../types';

@Resolver()
export class WishlistShopResolver {
    constructor(private wishlistService: WishlistService) {}

    @Query()
    wishlist(@Ctx() ctx: RequestContext, @Args() args: { pageSize?: number | null; pageToken?: string | null }) {
        return this.wishlistService.getWishlist(ctx, args.pageSize, args.pageToken);
    }

    @Query()
    wishlistHasItems(@Ctx() ctx: RequestContext, @Args() args: { variantIds?: ID[] | null; skus?: string[] | null }) {
        return this.wishlistService.membership(ctx, args.variantIds, args.skus);
    }

    @Mutation()
    @Transaction()
    async addToWishlist(@Ctx() ctx: RequestContext, @Args() args: AddToWishlistInput) {
        try {
            return await this.wishlistService.addItem(ctx, args);
        } catch (error) {
            // Concurrent adds do not collide (see WishlistService.addItem); should a unique index still refuse a row,
            // the shopper is told to try again rather than getting an internal error, and nothing is half-done.
            if (isUniqueViolation(error)) throw new UserInputError(CONCURRENT_CHANGE_MESSAGE);
            throw error;
        }
    }

    @Mutation()
    @Transaction()
    updateWishlistItem(@Ctx() ctx: RequestContext, @Args() args: { itemUid: string; quantity: number }) {
        return this.wishlistService.updateItem(ctx, args.itemUid, args.quantity);
    }

    @Mutation()
    @Transaction()
    removeFromWishlist(@Ctx() ctx: RequestContext, @Args() args: { itemUid: string }) {
        return this.wishlistService.removeItem(ctx, args.itemUid);
    }
}

/** PostgreSQL's unique_violation, or SQLite's UNIQUE constraint failure. */
function isUniqueViolation(error: unknown): boolean {
    if (!(error instanceof QueryFailedError)) return false;
    const driverError = error.driverError as { code?: string } | undefined;
    return driverError?.code === '23505' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
