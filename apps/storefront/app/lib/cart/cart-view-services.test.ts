import { describe, expect, it } from 'vitest';
import { toCartView, type ApiCartOrder } from '~/lib/cart/cart-view';

function line(id: string, sku: string, name: string, quantity: number, unit: number): ApiCartOrder['lines'][number] {
    return {
        id,
        quantity,
        unitPriceWithTax: unit,
        linePriceWithTax: unit * quantity,
        featuredAsset: null,
        productVariant: {
            id: `v${id}`,
            sku,
            name,
            stockLevel: 'IN_STOCK',
            customFields: null,
            product: { name, customFields: { productCode: sku }, featuredAsset: null, facetValues: [] },
        },
    };
}

const order: ApiCartOrder = {
    totalQuantity: 4,
    subTotalWithTax: 2 * 129_900 + 2 * 4_900,
    shippingWithTax: 0,
    totalWithTax: 2 * 129_900 + 2 * 4_900 - 2_500,
    couponCodes: [],
    discounts: [],
    surcharges: [
        { sku: 'GIFTCARD:DEMO-GIFT-0025-EURO', priceWithTax: -2_500 },
        { sku: 'PACKAGING', priceWithTax: 300 },
    ],
    customFields: { notes: JSON.stringify({ OLED55C44LA: ['SRV-RAEE'] }) },
    lines: [line('1', 'OLED55C44LA', 'LG OLED 55', 2, 129_900), line('2', 'SRV-RAEE', 'Ritiro RAEE', 2, 4_900)],
};

const offers = {
    OLED55C44LA: [
        { sku: 'SRV-INST-TVW', name: 'Installazione TV a parete', price: 9_900 },
        { sku: 'SRV-RAEE', name: 'Ritiro dell’usato (RAEE)', price: 4_900 },
    ],
};

describe('toCartView with services and gift cards', () => {
    it('shows a service line under its product, attached first, and offers the others', () => {
        const view = toCartView(order, offers);
        expect(view.lines.map(cartLine => cartLine.sku)).toEqual(['OLED55C44LA']);
        expect(view.lines[0]!.services).toEqual([
            { sku: 'SRV-RAEE', name: 'Ritiro dell’usato (RAEE)', unitPrice: 4_900, attached: true, linePrice: 9_800 },
            {
                sku: 'SRV-INST-TVW',
                name: 'Installazione TV a parete',
                unitPrice: 9_900,
                attached: false,
                linePrice: null,
            },
        ]);
    });

    it('lists only gift card surcharges, by code, with their negative amount', () => {
        expect(toCartView(order, offers).giftCards).toEqual([{ code: 'DEMO-GIFT-0025-EURO', amount: -2_500 }]);
    });

    it('treats malformed notes as no services: every line is its own', () => {
        const view = toCartView({ ...order, customFields: { notes: '{not json' } });
        expect(view.lines.map(cartLine => cartLine.sku)).toEqual(['OLED55C44LA', 'SRV-RAEE']);
        expect(view.lines[0]!.services).toEqual([]);
    });
});
