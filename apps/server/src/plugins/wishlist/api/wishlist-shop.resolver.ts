/** Shop API entry points of the wishlist: thin, the work (and the choice of whose wishlist) is in WishlistService. */
import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, isGraphQlErrorResult, RequestContext, Transaction, TransactionalConnection } from '@vendure/core';
import { QueryFailedError } from 'typeorm';

import { WishlistConcurrentChangeError } from '../errors';
import { WishlistService } from '../services/wishlist.service';
import { AddToWishlistInput } from '../types';

@Resolver()
export class WishlistShopResolver {
    constructor(
        private wishlistService: WishlistService,
        private connection: TransactionalConnection,
    ) {}

    @Query()
    wishlist(@Ctx() ctx: RequestContext, @Args() args: { pageSize?: number | null; pageToken?: string | null }) {
        return this.wishlistService.getWishlist(ctx, args.pageSize, args.pageToken);
    }

    @Query()
    wishlistHasItems(@Ctx() ctx: RequestContext, @Args() args: { variantIds?: ID[] | null; skus?: string[] | null }) {
        return this.wishlistService.membership(ctx, args.variantIds, args.skus);
    }

    @Mutation()
    async addToWishlist(@Ctx() ctx: RequestContext, @Args() args: AddToWishlistInput) {
        try {
            return await this.connection.withTransaction(ctx, txCtx => this.wishlistService.addItem(txCtx, args));
        } catch (error) {
            // Concurrent adds do not collide (see WishlistService.addItem); should a unique index still refuse a row,
            // the transaction is rolled back by then, so nothing is half-done and the shopper may simply try again.
            if (isUniqueViolation(error)) return new WishlistConcurrentChangeError();
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

/** Tells GraphQL which member of a mutation's result union an answer is: a WishlistChange, or an ErrorResult. */
function changeOrError(value: object): string {
    return isGraphQlErrorResult(value as { errorCode: string; message: string })
        ? (value as { __typename: string }).__typename
        : 'WishlistChange';
}

@Resolver('AddToWishlistResult')
export class AddToWishlistResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return changeOrError(value);
    }
}

@Resolver('UpdateWishlistItemResult')
export class UpdateWishlistItemResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return changeOrError(value);
    }
}

@Resolver('RemoveFromWishlistResult')
export class RemoveFromWishlistResultResolver {
    @ResolveField()
    __resolveType(value: object): string {
        return changeOrError(value);
    }
}

/** PostgreSQL's unique_violation, or SQLite's UNIQUE constraint failure. */
function isUniqueViolation(error: unknown): boolean {
    if (!(error instanceof QueryFailedError)) return false;
    const driverError = error.driverError as { code?: string } | undefined;
    return driverError?.code === '23505' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
