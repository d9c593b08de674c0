/**
 * The wishlist mutations' expected failures, answered as Vendure ErrorResults (`... on ErrorResult { errorCode }`)
 * so clients tell them apart by code, never by wording. Vendure adds each type's name in UPPER_SNAKE_CASE to the
 * ErrorCode enum; the messages stay in English for API users, the storefront shows its own catalog's text.
 */
import { GraphQLErrorResult } from '@vendure/core';

import {
    CANNOT_ADD_MESSAGE,
    CONCURRENT_CHANGE_MESSAGE,
    ITEM_NOT_FOUND_MESSAGE,
    MAX_QUANTITY,
    MAX_WISHLIST_ITEMS,
    MIN_QUANTITY,
    WISHLIST_FULL_MESSAGE,
} from './constants';

/** The errorCode Vendure's ErrorCode enum holds for each of these types. */
export const WishlistErrorCode = {
    WISHLIST_FULL_ERROR: 'WISHLIST_FULL_ERROR',
    WISHLIST_PRODUCT_UNAVAILABLE_ERROR: 'WISHLIST_PRODUCT_UNAVAILABLE_ERROR',
    WISHLIST_ITEM_NOT_FOUND_ERROR: 'WISHLIST_ITEM_NOT_FOUND_ERROR',
    WISHLIST_QUANTITY_ERROR: 'WISHLIST_QUANTITY_ERROR',
    WISHLIST_ITEM_REFERENCE_ERROR: 'WISHLIST_ITEM_REFERENCE_ERROR',
    WISHLIST_CONCURRENT_CHANGE_ERROR: 'WISHLIST_CONCURRENT_CHANGE_ERROR',
} as const;
export type WishlistErrorCode = (typeof WishlistErrorCode)[keyof typeof WishlistErrorCode];

abstract class WishlistErrorResult implements GraphQLErrorResult {
    abstract readonly __typename: string;
    abstract readonly errorCode: WishlistErrorCode;
    abstract readonly message: string;
}

export class WishlistFullError extends WishlistErrorResult {
    readonly __typename = 'WishlistFullError';
    readonly errorCode = WishlistErrorCode.WISHLIST_FULL_ERROR;
    readonly message = WISHLIST_FULL_MESSAGE;
    readonly maxItems = MAX_WISHLIST_ITEMS;
}

export class WishlistProductUnavailableError extends WishlistErrorResult {
    readonly __typename = 'WishlistProductUnavailableError';
    readonly errorCode = WishlistErrorCode.WISHLIST_PRODUCT_UNAVAILABLE_ERROR;
    readonly message = CANNOT_ADD_MESSAGE;
}

export class WishlistItemNotFoundError extends WishlistErrorResult {
    readonly __typename = 'WishlistItemNotFoundError';
    readonly errorCode = WishlistErrorCode.WISHLIST_ITEM_NOT_FOUND_ERROR;
    readonly message = ITEM_NOT_FOUND_MESSAGE;
}

export class WishlistQuantityError extends WishlistErrorResult {
    readonly __typename = 'WishlistQuantityError';
    readonly errorCode = WishlistErrorCode.WISHLIST_QUANTITY_ERROR;
    readonly message = `The quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;
    readonly minQuantity = MIN_QUANTITY;
    readonly maxQuantity = MAX_QUANTITY;
}

/** An item named by a malformed uid or GRN; the message is the specific one (requirements §8's GRN errors among them). */
export class WishlistItemReferenceError extends WishlistErrorResult {
    readonly __typename = 'WishlistItemReferenceError';
    readonly errorCode = WishlistErrorCode.WISHLIST_ITEM_REFERENCE_ERROR;
    constructor(readonly message: string) {
        super();
    }
}

export class WishlistConcurrentChangeError extends WishlistErrorResult {
    readonly __typename = 'WishlistConcurrentChangeError';
    readonly errorCode = WishlistErrorCode.WISHLIST_CONCURRENT_CHANGE_ERROR;
    readonly message = CONCURRENT_CHANGE_MESSAGE;
}

export type WishlistError =
    | WishlistFullError
    | WishlistProductUnavailableError
    | WishlistItemNotFoundError
    | WishlistQuantityError
    | WishlistItemReferenceError
    | WishlistConcurrentChangeError;
