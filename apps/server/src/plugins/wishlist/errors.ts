/**
 * The wishlist mutations' expected failures, as ErrorResults (lib/error-results.ts); the storefront shows its own
 * catalog's text for each code.
 */
import { type ErrorCodeOf, errorResult } from '../../lib/error-results';
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
export type WishlistErrorCode = ErrorCodeOf<typeof WishlistErrorCode>;

export class WishlistFullError extends errorResult(
    'WishlistFullError',
    WishlistErrorCode.WISHLIST_FULL_ERROR,
    WISHLIST_FULL_MESSAGE,
) {
    readonly maxItems = MAX_WISHLIST_ITEMS;
}

export class WishlistProductUnavailableError extends errorResult(
    'WishlistProductUnavailableError',
    WishlistErrorCode.WISHLIST_PRODUCT_UNAVAILABLE_ERROR,
    CANNOT_ADD_MESSAGE,
) {}

export class WishlistItemNotFoundError extends errorResult(
    'WishlistItemNotFoundError',
    WishlistErrorCode.WISHLIST_ITEM_NOT_FOUND_ERROR,
    ITEM_NOT_FOUND_MESSAGE,
) {}

export class WishlistQuantityError extends errorResult(
    'WishlistQuantityError',
    WishlistErrorCode.WISHLIST_QUANTITY_ERROR,
    `The quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
) {
    readonly minQuantity = MIN_QUANTITY;
    readonly maxQuantity = MAX_QUANTITY;
}

/** An item named by a malformed uid or GRN; the message is the specific one (requirements §8's GRN errors among them). */
export class WishlistItemReferenceError extends errorResult(
    'WishlistItemReferenceError',
    WishlistErrorCode.WISHLIST_ITEM_REFERENCE_ERROR,
) {}

export class WishlistConcurrentChangeError extends errorResult(
    'WishlistConcurrentChangeError',
    WishlistErrorCode.WISHLIST_CONCURRENT_CHANGE_ERROR,
    CONCURRENT_CHANGE_MESSAGE,
) {}

export type WishlistError =
    | WishlistFullError
    | WishlistProductUnavailableError
    | WishlistItemNotFoundError
    | WishlistQuantityError
    | WishlistItemReferenceError
    | WishlistConcurrentChangeError;
