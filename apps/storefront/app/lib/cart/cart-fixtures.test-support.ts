// Cart views for unit tests: one product line with its applicable services, some attached.
import { EMPTY_CART, type CartView } from '~/lib/cart/cart';
import type { CartResult } from '~/lib/cart/cart.server';

export interface LineProduct {
    name: string;
    code: string;
    brand: string | null;
    variantId: string;
    sku: string;
    price: number;
    serviceSkus: string[];
}

/** A cart holding one of `product`, with the services in `attached` attached (each 15,00 €). */
export function cartWithLine(product: LineProduct, attached: string[]): CartView {
    return {
        ...EMPTY_CART,
        totalQuantity: 1,
        lines: [
            {
                id: '1',
                quantity: 1,
                variantId: product.variantId,
                sku: product.sku,
                merchantSku: null,
                variantName: product.name,
                productName: product.name,
                productCode: product.code,
                brand: product.brand,
                image: null,
                unitPrice: product.price,
                linePrice: product.price,
                regularUnitPrice: null,
                stockLevel: 'IN_STOCK',
                services: product.serviceSkus.map(sku => ({
                    sku,
                    name: sku,
                    unitPrice: 1_500,
                    attached: attached.includes(sku),
                    linePrice: attached.includes(sku) ? 1_500 : null,
                })),
            },
        ],
    };
}

/** A successful commerce answer carrying `cart`. */
export const okCart = (cart: CartView, extra: { setCookie?: string | null; authToken?: string } = {}): CartResult => ({
    ok: true,
    cart,
    setCookie: null,
    ...extra,
});
