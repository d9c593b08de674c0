// Pure rules of the wishlist screens: whether an item may go into the cart, and its add_to_wishlist event.
import { centsToValue, type Ga4Event, type Ga4Item } from '~/lib/analytics/data-layer';
import { isPurchasable } from '~/lib/catalog/purchasability';
import type { WishlistItem } from '~/lib/wishlist/types';

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
            regularPrice: item.regularPrice,
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
    if (item.regularPrice !== null && item.regularPrice > price) ga4.discount = centsToValue(item.regularPrice - price);
    return {
        event: 'add_to_wishlist',
        ecommerce: { currency: 'EUR', value: centsToValue(price * item.quantity), items: [ga4] },
    };
}
