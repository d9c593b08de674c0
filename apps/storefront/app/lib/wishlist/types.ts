// What the browser endpoints /api/wishlist/* answer, as the wishlist screens use it. Prices are euro cents, VAT included.

/** requirements §9: the wishlist loads 100 items a page. */
export const WISHLIST_PAGE_SIZE = 100;
/** Cards one membership check may ask about (a listing shows at most 100). */
export const MAX_MEMBERSHIP_SKUS = 100;
export const MIN_WISHLIST_QUANTITY = 1;
export const MAX_WISHLIST_QUANTITY = 9999;

export interface WishlistItem {
    /** `wishlist-item::<id>`: names the item in update and remove calls. */
    uid: string;
    variantId: string;
    sku: string;
    merchantSku: string;
    quantity: number;
    /** Product page identifier; null when the product is no longer sold. */
    productCode: string | null;
    productName: string;
    variantName: string;
    /** The storefront's own picture address, cut for the wishlist (140x200). */
    image: string;
    /** Selling price; null when the variant is no longer sold. */
    price: number | null;
    /** Price before the offer, only while on offer. */
    regularPrice: number | null;
    stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
    onlyXLeft: number | null;
    isVirtual: boolean;
    /** False when the variant was withdrawn from sale since it was added. */
    available: boolean;
}

export interface WishlistPage {
    items: WishlistItem[];
    totalItems: number;
    /** Pass as ?pageToken for the next page; null on the last one. */
    nextPageToken: string | null;
}

export interface WishlistMembership {
    sku: string;
    variantId: string;
    itemUid: string;
    quantity: number;
}

/** GET /api/wishlist/has-items */
export interface WishlistMembershipAnswer {
    items: WishlistMembership[];
    totalItems: number;
}

/** POST /api/wishlist/toggle */
export interface WishlistToggleAnswer {
    inWishlist: boolean;
    /** The added item (after an add only). */
    item?: WishlistItem;
    totalItems: number;
}

/** POST /api/wishlist/update and /api/wishlist/remove */
export interface WishlistChangeAnswer {
    item: WishlistItem | null;
    totalItems: number;
}

/** Why a call failed, for the shopper's message: the endpoint answers `{ error, code }`. */
export type WishlistErrorCode = 'invalid' | 'full' | 'cannotAdd' | 'notFound' | 'unavailable';

export interface WishlistErrorAnswer {
    error: string;
    code?: WishlistErrorCode;
}
