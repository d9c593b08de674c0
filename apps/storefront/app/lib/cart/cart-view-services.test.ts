import { describe, expect, it } from 'vitest';
import { cartOrder, type ApiLine, type ApiOrder } from '~/lib/cart/cart-order.test-support';
import { toCartView } from '~/lib/cart/cart-view.server';

function line(
    id: string,
    sku: string,
    name: string,
    quantity: number,
    unit: number,
    attached: Pick<ApiLine, 'isAttachedService' | 'attachedServices'> = {
        isAttachedService: false,
        attachedServices: [],
    },
): ApiLine {
    return {
        id,
        quantity,
        unitPriceWithTax: unit,
        linePriceWithTax: unit * quantity,
        featuredAsset: null,
        ...attached,
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

const apiOrder: ApiOrder = {
    totalQuantity: 4,
    couponCodes: [],
    summary: {
        subtotal: 2 * 129_900 + 2 * 4_900,
        discounts: [],
        shippingWithDiscount: 0,
        giftCards: 2_500,
        vat: 48_612,
        vatRates: [{ rate: 22, amount: 48_612 }],
        total: 2 * 129_900 + 2 * 4_900 - 2_500,
    },
    giftCards: [{ code: 'DEMO-GIFT-0025-EURO', amount: 2_500 }],
    lines: [
        line('1', 'OLED55C44LA', 'LG OLED 55', 2, 129_900, {
            isAttachedService: false,
            attachedServices: [
                { sku: 'SRV-RAEE', name: 'Ritiro RAEE', unitPriceWithTax: 4_900, linePriceWithTax: 9_800 },
            ],
        }),
        line('2', 'SRV-RAEE', 'Ritiro RAEE', 2, 4_900, { isAttachedService: true, attachedServices: [] }),
    ],
};

const offers = {
    OLED55C44LA: [
        { sku: 'SRV-INST-TVW', name: 'Installazione TV a parete', price: 9_900 },
        { sku: 'SRV-RAEE', name: 'Ritiro dell’usato (RAEE)', price: 4_900 },
    ],
};

describe('toCartView with services and gift cards', () => {
    it('shows a service line under its product, attached first, and offers the others', () => {
        const view = toCartView(cartOrder(apiOrder), offers);
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

    it("names an attached service the catalog no longer offers by the server's name", () => {
        const view = toCartView(cartOrder(apiOrder));
        expect(view.lines[0]!.services).toEqual([
            { sku: 'SRV-RAEE', name: 'Ritiro RAEE', unitPrice: 4_900, attached: true, linePrice: 9_800 },
        ]);
    });

    it('lists the gift cards by code, with the amount they take off as a negative amount', () => {
        expect(toCartView(cartOrder(apiOrder), offers).giftCards).toEqual([
            { code: 'DEMO-GIFT-0025-EURO', amount: -2_500 },
        ]);
    });

    it('shows every line on its own when the server attaches no services', () => {
        const plain = {
            ...apiOrder,
            lines: [line('1', 'OLED55C44LA', 'LG OLED 55', 2, 129_900), line('2', 'SRV-RAEE', 'Ritiro RAEE', 2, 4_900)],
        };
        const view = toCartView(cartOrder(plain));
        expect(view.lines.map(cartLine => cartLine.sku)).toEqual(['OLED55C44LA', 'SRV-RAEE']);
        expect(view.lines[0]!.services).toEqual([]);
    });
});
