// Reshapes the commerce server's order (the Cart fragment) into the CartView the sidebar and the cart page render.
import { announcedReduction, BRAND_FACET_CODE } from '@shop/rules';
import { CartLineFragment } from '~/components/cart/cart-line.fragment';
import { CartFragment } from '~/components/cart/cart.fragment';
import type { CartLine, CartLineService, CartView } from '~/lib/cart/cart';
import { EMPTY_CART } from '~/lib/cart/cart';
import { readFragment, type FragmentOf, type ResultOf } from '~/lib/vendure/graphql';

/** The order as the Cart fragment reads it. */
export type CartOrder = FragmentOf<typeof CartFragment>;
type ApiLine = ResultOf<typeof CartLineFragment>;

/** A service the catalog offers for a product (catalogProduct.services), by the product line's SKU. */
export interface ServiceOffer {
    sku: string;
    name: string;
    price: number;
}
export type ServiceOffers = Readonly<Record<string, readonly ServiceOffer[]>>;
/** The catalog's Omnibus reference price of each variant with an announced reduction (lowestPrice30Days), by SKU. */
export type ReferencePrices = Readonly<Record<string, number>>;

function toLine(line: ApiLine, references: ReferencePrices): CartLine {
    const variant = line.productVariant;
    const product = variant.product;
    const reference = Object.hasOwn(references, variant.sku) ? (references[variant.sku] ?? null) : null;
    return {
        id: line.id,
        quantity: line.quantity,
        variantId: variant.id,
        sku: variant.sku,
        merchantSku: variant.customFields?.merchantSku || null,
        variantName: variant.name,
        productName: product.name,
        productCode: product.customFields?.productCode || null,
        brand: product.facetValues.find(value => value.facet.code === BRAND_FACET_CODE)?.name ?? null,
        image: line.featuredAsset?.preview ?? product.featuredAsset?.preview ?? null,
        unitPrice: line.unitPriceWithTax,
        linePrice: line.linePriceWithTax,
        // Struck through only as the catalog announces it: the lowest price of the 30 days before the reduction, when
        // above what the line costs (decision 006).
        regularUnitPrice: announcedReduction(line.unitPriceWithTax, reference)?.referencePrice ?? null,
        stockLevel: variant.stockLevel,
        services: [],
    };
}

/** Attached services first (as the server lists them, priced from their own lines), then the other offers. */
function servicesOf(line: CartLine, attached: ApiLine['attachedServices'], offers: ServiceOffers): CartLineService[] {
    const offered = Object.hasOwn(offers, line.sku) ? (offers[line.sku] ?? []) : [];
    const attachedSkus = attached.map(service => service.sku);
    return [
        ...attached.map((service): CartLineService => ({
            sku: service.sku,
            // The catalog's name where it offers the service, so the cart reads like the product page.
            name: offered.find(offer => offer.sku === service.sku)?.name ?? service.name,
            unitPrice: service.unitPriceWithTax,
            attached: true,
            linePrice: service.linePriceWithTax,
        })),
        ...offered
            .filter(offer => !attachedSkus.includes(offer.sku))
            .map((offer): CartLineService => ({
                sku: offer.sku,
                name: offer.name,
                unitPrice: offer.price,
                attached: false,
                linePrice: null,
            })),
    ];
}

/** A positive amount taken off, as the cart shows it (never −0). */
function negative(cents: number): number {
    return cents === 0 ? 0 : -cents;
}

/**
 * Service lines are not shown on their own: they appear under the product they are attached to, so they have no
 * quantity selector of their own. `offers` are the services the catalog offers per product line SKU, `references`
 * the catalog's Omnibus reference prices per SKU.
 */
export function toCartView(
    cart: CartOrder | null | undefined,
    offers: ServiceOffers = {},
    references: ReferencePrices = {},
): CartView {
    if (!cart) return EMPTY_CART;
    const order = readFragment(CartFragment, cart);
    const lines = order.lines.map(line => readFragment(CartLineFragment, line));
    const summary = order.summary;
    return {
        lines: lines
            .filter(line => !line.isAttachedService)
            .map(line => {
                const view = toLine(line, references);
                return { ...view, services: servicesOf(view, line.attachedServices, offers) };
            }),
        totalQuantity: order.totalQuantity,
        // The figures are the server's summary as they are, so every screen shows the same; what is taken off is
        // shown as a negative amount.
        subTotal: summary.subtotal,
        shipping: summary.shippingWithDiscount ?? null,
        total: summary.total,
        vat: summary.vat,
        vatRates: summary.vatRates.map(({ rate, amount }) => ({ rate, amount })),
        couponCodes: order.couponCodes,
        discounts: summary.discounts.map(discount => ({
            description: discount.description,
            amount: negative(discount.amount),
        })),
        giftCards: order.giftCards.map(card => ({ code: card.code, amount: negative(card.amount) })),
        giftCardTotal: negative(summary.giftCards),
    };
}
