// The wishlist's limits the screens and the endpoints share; the commerce server enforces the same ones.

/** requirements §9: the wishlist loads 100 items a page. */
export const WISHLIST_PAGE_SIZE = 100;
/** Cards one membership check may ask about (a listing shows at most 100). */
export const MAX_MEMBERSHIP_SKUS = 100;
export const MIN_WISHLIST_QUANTITY = 1;
export const MAX_WISHLIST_QUANTITY = 9999;
