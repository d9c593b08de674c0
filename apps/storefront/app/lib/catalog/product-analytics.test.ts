import { describe, expect, it } from 'vitest';
import type { Ga4Event, Ga4Item } from '~/lib/analytics/data-layer';
import { viewItemEvent } from '~/lib/catalog/product-analytics';
import { galaxyS25, washingMachine } from '~/lib/catalog/product-fixtures.test-support';

function firstItem(event: Ga4Event): Ga4Item | undefined {
    return 'ecommerce' in event && 'items' in event.ecommerce ? event.ecommerce.items[0] : undefined;
}

describe('viewItemEvent', () => {
    it('reports the chosen variant in euros, with its discount and options', () => {
        const product = galaxyS25();
        const chosen = product.variants.find(v => v.sku === 'SM-S931B-256GB-BLU')!;
        expect(viewItemEvent(product, chosen)).toEqual({
            event: 'view_item',
            ecommerce: {
                currency: 'EUR',
                value: 869,
                items: [
                    {
                        item_id: 'SM-S931B-256GB-BLU',
                        item_name: 'Samsung Galaxy S25',
                        item_brand: 'Samsung',
                        item_category: 'Smartphone Android',
                        item_variant: 'Blu / 256 GB',
                        price: 869,
                        discount: 120,
                        quantity: 1,
                    },
                ],
            },
        });
    });

    it('reports a product before the choice by its code at the lowest price, and names the list it came from', () => {
        const event = viewItemEvent(galaxyS25(), null, { listId: 'related', listName: 'Correlati', index: 2 });
        expect(event).toMatchObject({ ecommerce: { value: 799 } });
        const item = firstItem(event);
        expect(item).toMatchObject({ item_id: 'SM-S931B', price: 799, item_list_id: 'related', index: 2 });
        expect(item).not.toHaveProperty('item_variant');
    });

    it('reports a simple product by its SKU without a variant name', () => {
        const product = washingMachine();
        const item = firstItem(viewItemEvent(product, product.variants[0]!));
        // From the Omnibus reference, 749 €, not from a list price.
        expect(item).toMatchObject({ item_id: 'WGG244A9II', price: 699, discount: 50, item_category: 'Lavatrici' });
        expect(item).not.toHaveProperty('item_variant');
    });
});
