// The product page's view_item event in GA4 shape: the chosen variant, or the product from its lowest price.
import { centsToValue, type Ga4Event, type Ga4Item } from '~/lib/analytics/data-layer';
import { reductionOf } from '~/lib/catalog/omnibus';
import type { ProductListContext } from '~/lib/catalog/analytics';
import type { ProductDetail, ProductVariant } from '~/components/catalog/product-page.fragment';
import { variantLabel } from '~/lib/catalog/variant-selection';

export function viewItemEvent(
    product: Pick<ProductDetail, 'code' | 'name' | 'brand' | 'breadcrumbs' | 'variants'>,
    variant: ProductVariant | null,
    list?: ProductListContext,
): Ga4Event {
    // Before a choice the product is reported by its own code at its lowest price, with no variant named.
    const priced =
        variant ??
        product.variants.reduce<ProductVariant | null>(
            (cheapest, candidate) => (cheapest === null || candidate.price < cheapest.price ? candidate : cheapest),
            null,
        );
    const item: Ga4Item = {
        item_id: variant ? variant.sku : product.code,
        item_name: product.name,
        quantity: 1,
    };
    if (product.brand) item.item_brand = product.brand;
    const category = product.breadcrumbs[product.breadcrumbs.length - 1];
    if (category) item.item_category = category.name;
    if (variant && variant.options.length > 0) item.item_variant = variantLabel(variant);
    if (priced) {
        item.price = centsToValue(priced.price);
        const reduction = reductionOf(priced);
        if (reduction) item.discount = centsToValue(reduction.referencePrice - priced.price);
    }
    if (list) {
        item.item_list_id = list.listId;
        item.item_list_name = list.listName;
        item.index = list.index;
    }
    return {
        event: 'view_item',
        ecommerce: { currency: 'EUR', value: priced ? centsToValue(priced.price) : 0, items: [item] },
    };
}
