/** Names, limits and shopper-facing error texts shared by the wishlist plugin's parts. */

/** Request header that carries a guest's wishlist token (the storefront keeps it in the httpOnly `wishlist` cookie). */
export const WISHLIST_TOKEN_HEADER = 'x-wishlist-token';
/** requirements §9: the storefront keeps the guest token cookie for a year. */
export const WISHLIST_COOKIE_MAX_AGE_SECONDS = 31_536_000;
/** Random bytes in a guest token: 32 bytes are 43 base64url characters. */
export const GUEST_TOKEN_BYTES = 32;
/** Longest guest token accepted, so a header cannot make us hash megabytes. */
export const MAX_GUEST_TOKEN_LENGTH = 128;

export const MAX_WISHLIST_ITEMS = 500;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;
/** requirements §9: the wishlist loads 100 items a page. */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
/** Variants one membership check may ask about (a listing page shows at most 100 cards). */
export const MAX_MEMBERSHIP_CHECK = 100;

/** A guest wishlist nobody has used for this long is deleted: its cookie has expired by then. */
export const GUEST_WISHLIST_RETENTION_DAYS = 365;
/** Reading a guest wishlist marks it as used at most this often, so reads rarely cost a write. */
export const TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Guest wishlists deleted per statement by the clean-up task. */
export const PURGE_BATCH_SIZE = 500;

/** Asset server preset of the wishlist sidebar's pictures (requirements §9: 140x200). */
export const WISHLIST_IMAGE_PRESET = 'wishlist';

/** Kinds named in uids (`<kind>::<id>`) and GRNs (`grn:shop:<kind>::<id>`). */
export const GRN_NAMESPACE = 'grn:shop';
export const WISHLIST_KIND = 'wishlist';
export const WISHLIST_ITEM_KIND = 'wishlist-item';
export const PRODUCT_VARIANT_KIND = 'product-variant';

export const WISHLIST_FULL_MESSAGE = 'Your wishlist is full';
export const CANNOT_ADD_MESSAGE = 'This product cannot be added to the wishlist';
export const ITEM_NOT_FOUND_MESSAGE = 'This item is not in your wishlist';
export const CONCURRENT_CHANGE_MESSAGE = 'The wishlist changed at the same time, please try again';
export const INVALID_GRN_MESSAGE = 'Provided string is not a valid GRN.';
export const GRN_WITHOUT_UUID_MESSAGE = 'Could not find uuid from provided GRN.';

export const PURGE_TASK_ID = 'wishlist-purge-guests';
/** The blocking LoginEvent handler that merges a guest's wishlist into the customer's. */
export const MERGE_AT_LOGIN_HANDLER_ID = 'wishlist-merge-at-login';
export const loggerCtx = 'WishlistPlugin';
