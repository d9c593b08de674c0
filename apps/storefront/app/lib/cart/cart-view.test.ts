import { describe, expect, it } from 'vitest';
import { EMPTY_CART, quantityInCart } from '~/lib/cart/cart';
import { viewCartEvent, cartChangeEvent } from '~/lib/cart/cart-analytics';
import { cartOrder, type ApiLine, type ApiOrder } from '~/lib/cart/cart-order.test-support';
import { toCartView } from '~/lib/cart/cart-view.server';

function apiLine(overrides: Partial<ApiLine> = {}): ApiLine {
    return {
        id: '7',
        quantity: 2,
        unitPriceWithTax: 79900,
        linePriceWithTax: 159800,
        featuredAsset: { preview: 'http://127.0.0.1:3001/assets/preview/ab/s25-blu.png' },
        isAttachedService: false,
        attachedServices: [],
        productVariant: {
            id: '41',
            sku: 'SM-S931B-128GB-BLU',
            name: 'Samsung Galaxy S25 Blu 128 GB',
            stockLevel: 'IN_STOCK',
            customFields: { merchantSku: 'M-S931B-128-BL' },
            product: {
                name: 'Samsung Galaxy S25',
                customFields: { productCode: 'SM-S931B' },
                featuredAsset: { preview: '/assets/preview/cd/s25.png' },
                facetValues: [
                    { name: 'Nuovo', facet: { code: 'condizione' } },
                    { name: 'Samsung', facet: { code: 'manufacturer' } },
                ],
            },
        },
        ...overrides,
    };
}

const apiOrder: ApiOrder = {
    totalQuantity: 3,
    couponCodes: ['BENVENUTO10'],
    // 2 × 799,00 + 29,99 = 1.627,99 before the coupon; 10 % off; free shipping; a 100 € gift card.
    summary: {
        subtotal: 162799,
        discounts: [{ description: 'Benvenuto: 10% di sconto', amount: 16280 }],
        shippingWithDiscount: 0,
        giftCards: 10000,
        vat: 26421,
        vatRates: [{ rate: 22, amount: 26421 }],
        total: 136519,
    },
    giftCards: [{ code: 'DEMO-GIFT-0100-EURO', amount: 10000 }],
    lines: [
        apiLine(),
        apiLine({
            id: '8',
            quantity: 1,
            unitPriceWithTax: 2999,
            linePriceWithTax: 2999,
            featuredAsset: null,
            productVariant: {
                id: '90',
                sku: '920-004523',
                name: 'Logitech MK270 tastiera e mouse wireless',
                // The schema makes the stock level non-null: the line passes Vendure's on as it is.
                stockLevel: 'OUT_OF_STOCK',
                customFields: { merchantSku: '' },
                product: {
                    name: 'Logitech MK270 tastiera e mouse wireless',
                    customFields: { productCode: null },
                    featuredAsset: null,
                    facetValues: [],
                },
            },
        }),
    ],
};

const order = cartOrder(apiOrder);

/** The catalog's Omnibus references by SKU: the phone's lowest price of the month, the keyboard's equal to its price. */
const references = { 'SM-S931B-128GB-BLU': 89900, '920-004523': 2999 };

describe('toCartView', () => {
    it('reshapes the active order into what the sidebar shows', () => {
        const view = toCartView(order, {}, references);
        expect(view).toMatchObject({
            totalQuantity: 3,
            subTotal: 162799,
            shipping: 0,
            total: 136519,
            vat: 26421,
            vatRates: [{ rate: 22, amount: 26421 }],
            couponCodes: ['BENVENUTO10'],
            discounts: [{ description: 'Benvenuto: 10% di sconto', amount: -16280 }],
            giftCards: [{ code: 'DEMO-GIFT-0100-EURO', amount: -10000 }],
            giftCardTotal: -10000,
        });
        // What is shown adds up: subtotal, discounts, shipping and gift cards make the total.
        const { subTotal, discounts, shipping, giftCardTotal, total } = view;
        expect(subTotal + discounts.reduce((sum, d) => sum + d.amount, 0) + (shipping ?? 0) + giftCardTotal).toBe(
            total,
        );
        expect(view.lines[0]).toEqual({
            id: '7',
            quantity: 2,
            variantId: '41',
            sku: 'SM-S931B-128GB-BLU',
            merchantSku: 'M-S931B-128-BL',
            variantName: 'Samsung Galaxy S25 Blu 128 GB',
            productName: 'Samsung Galaxy S25',
            productCode: 'SM-S931B',
            brand: 'Samsung',
            image: 'http://127.0.0.1:3001/assets/preview/ab/s25-blu.png',
            unitPrice: 79900,
            linePrice: 159800,
            // Struck through as the catalog announces it: the lowest price of the 30 days before the reduction.
            regularUnitPrice: 89900,
            stockLevel: 'IN_STOCK',
            services: [],
        });
    });

    it('strikes through only a reference above the selling price, and leaves unknowns empty', () => {
        expect(toCartView(order).lines[0]?.regularUnitPrice).toBeNull();
        const line = toCartView(order, {}, references).lines[1];
        expect(line).toMatchObject({
            regularUnitPrice: null,
            merchantSku: null,
            productCode: null,
            brand: null,
            image: null,
            stockLevel: 'OUT_OF_STOCK',
        });
    });

    it('falls back to the product picture when the line has none', () => {
        const view = toCartView(cartOrder({ ...apiOrder, lines: [apiLine({ featuredAsset: null })] }));
        expect(view.lines[0]?.image).toBe('/assets/preview/cd/s25.png');
    });

    it('keeps shipping unknown while the server has no shipping line, and never shows −0', () => {
        const view = toCartView(
            cartOrder({
                ...apiOrder,
                summary: { ...apiOrder.summary, discounts: [], shippingWithDiscount: null, giftCards: 0 },
                giftCards: [],
            }),
        );
        expect(view.shipping).toBeNull();
        expect(Object.is(view.giftCardTotal, 0)).toBe(true);
        expect(view.discounts).toEqual([]);
    });

    it('gives the empty cart when there is no active order', () => {
        expect(toCartView(null)).toEqual(EMPTY_CART);
        expect(toCartView(undefined).lines).toEqual([]);
    });

    it('counts the units of a variant in the cart', () => {
        const view = toCartView(order);
        expect(quantityInCart(view, '41')).toBe(2);
        expect(quantityInCart(view, '99')).toBe(0);
        expect(quantityInCart(null, '41')).toBe(0);
    });
});

describe('cart GA4 events', () => {
    it('reports added units in euros with the SKU as item id', () => {
        expect(
            cartChangeEvent('add_to_cart', { sku: 'SKU-1', name: 'Frigo', brand: 'LG', unitPrice: 49999 }, 2),
        ).toEqual({
            event: 'add_to_cart',
            ecommerce: {
                currency: 'EUR',
                value: 999.98,
                items: [{ item_id: 'SKU-1', item_name: 'Frigo', item_brand: 'LG', price: 499.99, quantity: 2 }],
            },
        });
    });

    it('view_cart lists every line with its quantity and values the subtotal', () => {
        const event = viewCartEvent(toCartView(order));
        expect(event).toEqual({
            event: 'view_cart',
            ecommerce: {
                currency: 'EUR',
                value: 1627.99,
                items: [
                    {
                        item_id: 'SM-S931B-128GB-BLU',
                        item_name: 'Samsung Galaxy S25',
                        item_brand: 'Samsung',
                        price: 799,
                        quantity: 2,
                    },
                    {
                        item_id: '920-004523',
                        item_name: 'Logitech MK270 tastiera e mouse wireless',
                        price: 29.99,
                        quantity: 1,
                    },
                ],
            },
        });
    });
});
