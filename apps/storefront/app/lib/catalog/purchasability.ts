// requirements §5: whether a variant can go into the cart. One rule for the product page, the cart and the wishlist.
import type { ProductVariant } from '~/components/catalog/product-page.fragment';

export type PurchasableVariant = Pick<ProductVariant, 'price' | 'stockStatus' | 'onlyXLeft'>;

/**
 * Virtual products (services, gift cards) can always be bought. Anything else needs a price that is not zero, stock (IN_STOCK with a known saleable quantity), and room under that quantity for
 * what the cart already holds.
 */
export function isPurchasable(
    product: { isVirtual: boolean },
    variant: PurchasableVariant,
    quantityInCart = 0,
): boolean {
    if (product.isVirtual) return true;
    if (variant.price <= 0) return false;
    if (variant.stockStatus !== 'IN_STOCK') return false;
    if (variant.onlyXLeft === null) return false;
    return quantityInCart < variant.onlyXLeft;
}

/** How many units are left to show as "Solo {count} rimasti": 1–5 of a purchasable variant, else null. */
export const LOW_STOCK_THRESHOLD = 5;

export function lowStockCount(product: { isVirtual: boolean }, variant: PurchasableVariant): number | null {
    if (product.isVirtual || !isPurchasable(product, variant)) return null;
    const left = variant.onlyXLeft;
    return left !== null && left >= 1 && left <= LOW_STOCK_THRESHOLD ? left : null;
}

/** Whether the page offers "Avvisami quando torna disponibile": a chosen, sold-out variant of a physical product. */
export function offersStockAlert(
    product: { isVirtual: boolean },
    variant: Pick<ProductVariant, 'stockStatus'> | null,
): boolean {
    return variant !== null && !product.isVirtual && variant.stockStatus === 'OUT_OF_STOCK';
}
