// Catalog products in the GA4 item shape the data layer expects (prices in euros, list position from 0).
import { centsToValue, type Ga4Item } from '~/lib/analytics/data-layer';
import { reductionOf } from '~/lib/catalog/omnibus';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';

/** Where a product card is shown: the list it belongs to and its position there, for analytics. */
export interface ProductListContext {
    listId: string;
    listName: string;
    index: number;
}

export function ga4ItemOfCard(product: ProductCardData, list?: ProductListContext): Ga4Item {
    const item: Ga4Item = {
        item_id: product.sku,
        item_name: product.name,
        price: centsToValue(product.price),
    };
    if (product.brand) item.item_brand = product.brand;
    if (product.category) item.item_category = product.category.name;
    // The reduction the card announces: from the Omnibus reference price (decision 006).
    const reduction = reductionOf(product);
    if (reduction) item.discount = centsToValue(reduction.referencePrice - product.price);
    if (list) {
        item.item_list_id = list.listId;
        item.item_list_name = list.listName;
        item.index = list.index;
    }
    return item;
}
