// Reshapes the commerce server's order into the CartView the sidebar and the cart page render.
import type { CartLine, CartView } from '~/lib/cart/cart';
import { EMPTY_CART } from '~/lib/cart/cart';

/** The order fields the cart fragment (cart.server.ts) asks for. */
export interface ApiCartOrder {
    totalQuantity: number;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    couponCodes: string[];
    discounts: Array<{ description: string; amountWithTax: number }>;
    lines: Array<{
        id: string;
        quantity: number;
        unitPriceWithTax: number;
        linePriceWithTax: number;
        featuredAsset: { preview: string } | null;
        productVariant: {
            id: string;
            sku: string;
            name: string;
            stockLevel: string | null;
            customFields: { merchantSku: string | null; regularPrice: number | null } | null;
            product: {
                name: string;
                customFields: { productCode: string | null } | null;
                featuredAsset: { preview: string } | null;
                facetValues: Array<{ name: string; facet: { code: string } }>;
            };
        };
    }>;
}

/** The brand is the product's value of the manufacturer facet, as the catalog shows it. */
const BRAND_FACET = 'manufacturer';

function toLine(line: ApiCartOrder['lines'][number]): CartLine {
    const variant = line.productVariant;
    const product = variant.product;
    const regular = variant.customFields?.regularPrice ?? null;
    return {
        id: line.id,
        quantity: line.quantity,
        variantId: variant.id,
        sku: variant.sku,
        merchantSku: variant.customFields?.merchantSku || null,
        variantName: variant.name,
        productName: product.name,
        productCode: product.customFields?.productCode || null,
        brand: product.facetValues.find(value => value.facet.code === BRAND_FACET)?.name ?? null,
        image: line.featuredAsset?.preview ?? product.featuredAsset?.preview ?? null,
        unitPrice: line.unitPriceWithTax,
        linePrice: line.linePriceWithTax,
        // Only a higher regular price is worth striking through.
        regularUnitPrice: regular !== null && regular > line.unitPriceWithTax ? regular : null,
        stockLevel: variant.stockLevel ?? null,
    };
}

export function toCartView(order: ApiCartOrder | null | undefined): CartView {
    if (!order) return EMPTY_CART;
    return {
        lines: order.lines.map(toLine),
        totalQuantity: order.totalQuantity,
        subTotal: order.subTotalWithTax,
        shipping: order.shippingWithTax,
        total: order.totalWithTax,
        couponCodes: order.couponCodes,
        discounts: order.discounts.map(discount => ({
            description: discount.description,
            amount: discount.amountWithTax,
        })),
    };
}
