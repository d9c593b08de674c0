// What the wishlist screens work with, and their pure rules: whether an item may go into the cart, and its
// add_to_wishlist event. Item and membership shapes come from the GraphQL fragments (typed from the schema); the rest
// is what the storefront's own /api/wishlist/* endpoints answer. Prices are euro cents, VAT included.
import { announcedReduction } from '@shop/rules';
import type { WishlistItemFragment } from '~/components/wishlist/wishlist-item.fragment';
import type { WishlistMembershipFragment } from '~/components/wishlist/wishlist-membership.fragment';
import { centsToValue, type Ga4Event, type Ga4Item } from '~/lib/analytics/data-layer';
import { isPurchasable } from '~/lib/catalog/purchasability';
import type { ResultOf } from '~/lib/vendure/graphql';

/** A wishlist item as the screens show it: the fragment's fields, with the storefront's own picture address. */
export type WishlistItem = Omit<ResultOf<typeof WishlistItemFragment>, 'imageUrl'> & {
    /** The storefront's own picture address, cut for the wishlist (140x200). */
    image: string;
};

export type WishlistMembership = ResultOf<typeof WishlistMembershipFragment>;

/** GET /api/wishlist/load */
export interface WishlistPage {
    items: WishlistItem[];
    totalItems: number;
    /** Pass as ?pageToken for the next page; null on the last one. */
    nextPageToken: string | null;
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

/** Why a call failed: the message-catalog key (`wishlist.errors.<code>`) the endpoint answers as `{ error, code }`. */
export type WishlistErrorCode =
    'invalid' | 'full' | 'cannotAdd' | 'notFound' | 'concurrent' | 'unavailable' | 'rateLimited';

export interface WishlistErrorAnswer {
    error: string;
    code?: WishlistErrorCode;
}

/**
 * requirements §4: an item goes to the cart only while it is still sold, its stock status is set and its quantity is not above
 * "only x left" (isPurchasable's rule, with the wishlist quantity as the units to add); virtual products always may.
 */
export function canMoveToCart(item: WishlistItem): boolean {
    if (!item.available || item.price === null) return false;
    if (item.isVirtual) return true;
    return isPurchasable(
        { isVirtual: false },
        {
            price: item.price,
            stockStatus: item.stockStatus,
            onlyXLeft: item.onlyXLeft,
        },
        item.quantity - 1,
    );
}

/** GA4 add_to_wishlist for an item just added: its variant, its price, the quantity put in. */
export function addToWishlistEvent(item: WishlistItem): Ga4Event {
    const price = item.price ?? 0;
    const ga4: Ga4Item = {
        item_id: item.sku,
        item_name: item.productName,
        price: centsToValue(price),
        quantity: item.quantity,
    };
    if (item.variantName && item.variantName !== item.productName) ga4.item_variant = item.variantName;
    const reduction = announcedReduction(price, item.lowestPrice30Days);
    if (reduction) ga4.discount = centsToValue(reduction.referencePrice - price);
    return {
        event: 'add_to_wishlist',
        ecommerce: { currency: 'EUR', value: centsToValue(price * item.quantity), items: [ga4] },
    };
}
