/** View shapes the wishlist plugin answers with. Prices are euro cents with VAT included, as in the catalog. */
import { ID } from '@vendure/core';

export type WishlistStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface WishlistItemView {
    uid: string;
    itemGrn: string;
    wishlistUid: string;
    variantId: ID;
    variantGrn: string;
    sku: string;
    merchantSku: string;
    quantity: number;
    createdAt: Date;
    /** The product page's identifier; null when the product is no longer sold. */
    productCode: string | null;
    productName: string;
    variantName: string;
    imageUrl: string | null;
    /** Selling price; null when the variant is no longer sold. */
    price: number | null;
    /** The price struck through beside an announced reduction: the Omnibus reference, as the catalog gives it. */
    lowestPrice30Days: number | null;
    stockStatus: WishlistStockStatus;
    onlyXLeft: number | null;
    isVirtual: boolean;
    /** Whether the variant is still sold: enabled, in the channel, with a price. */
    available: boolean;
}

export interface WishlistView {
    uid: string | null;
    items: WishlistItemView[];
    totalItems: number;
    nextPageToken: string | null;
}

export interface WishlistMembershipView {
    variantId: ID;
    sku: string;
    itemUid: string;
    quantity: number;
}

export interface WishlistChangeView {
    item: WishlistItemView | null;
    totalItems: number;
    wishlistUid: string | null;
    /** Only when the call created a guest wishlist: the one time the token leaves the server. */
    guestToken: string | null;
}

export interface AddToWishlistInput {
    variantId?: ID | null;
    sku?: string | null;
    quantity?: number | null;
}

export interface WishlistMergeResult {
    /** The customer's wishlist after the merge; null when there was nothing to merge and no wishlist yet. */
    wishlistUid: string | null;
    totalItems: number;
    /** Guest items that became the customer's. */
    moved: number;
    /** Guest items whose variant the customer already had: quantities added up. */
    combined: number;
    /** Guest items left out because the customer's wishlist was full. */
    dropped: number;
}
