// Reshapes the commerce server's order into the CartView the sidebar and the cart page render.
import type { CartLine, CartLineService, CartView } from '~/lib/cart/cart';
import { EMPTY_CART } from '~/lib/cart/cart';

/** The order fields the cart fragment (cart.server.ts) asks for. */
export interface ApiCartOrder {
    totalQuantity: number;
    subTotalWithTax: number;
    shippingWithTax: number;
    totalWithTax: number;
    couponCodes: string[];
    discounts: Array<{ description: string; amountWithTax: number }>;
    /** Gift cards are the surcharges whose SKU starts with GIFT_CARD_PREFIX. */
    surcharges?: Array<{ sku: string | null; priceWithTax: number }>;
    /** `notes`: JSON object, product SKU → SKUs of its attached services (requirements §3). */
    customFields?: { notes: string | null } | null;
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
/** As the commerce server's cart plugin marks its gift card surcharges. */
const GIFT_CARD_PREFIX = 'GIFTCARD:';

/** A service the catalog offers for a product (catalogProduct.services), by the product line's SKU. */
export interface ServiceOffer {
    sku: string;
    name: string;
    price: number;
}
export type ServiceOffers = Readonly<Record<string, readonly ServiceOffer[]>>;

/** The notes as a map; anything malformed counts as "no services", which is what the server resets it to. */
export function parseCartNotes(notes: string | null | undefined): Record<string, string[]> {
    try {
        const parsed: unknown = JSON.parse(notes || '{}');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
        const out: Record<string, string[]> = {};
        for (const [sku, services] of Object.entries(parsed)) {
            if (Array.isArray(services)) out[sku] = services.filter((s): s is string => typeof s === 'string');
        }
        return out;
    } catch {
        return {};
    }
}

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
        services: [],
    };
}

/** Attached services first (in the notes' order), then the other offers; each attached one priced from its own line. */
function servicesOf(line: CartLine, attachedSkus: string[], serviceLines: CartLine[], offers: ServiceOffers) {
    const offered = Object.hasOwn(offers, line.sku) ? (offers[line.sku] ?? []) : [];
    const attached = attachedSkus.map((sku): CartLineService => {
        const own = serviceLines.find(candidate => candidate.sku === sku);
        const offer = offered.find(candidate => candidate.sku === sku);
        const unitPrice = own?.unitPrice ?? offer?.price ?? 0;
        return {
            sku,
            name: offer?.name ?? own?.productName ?? sku,
            unitPrice,
            attached: true,
            linePrice: unitPrice * line.quantity,
        };
    });
    const others = offered
        .filter(offer => !attachedSkus.includes(offer.sku))
        .map((offer): CartLineService => ({
            sku: offer.sku,
            name: offer.name,
            unitPrice: offer.price,
            attached: false,
            linePrice: null,
        }));
    return [...attached, ...others];
}

/**
 * Service lines are not shown on their own: they appear under the product the notes attach them to, so they have no
 * quantity selector of their own. `offers` are the services the catalog offers per product line SKU.
 */
export function toCartView(order: ApiCartOrder | null | undefined, offers: ServiceOffers = {}): CartView {
    if (!order) return EMPTY_CART;
    const notes = parseCartNotes(order.customFields?.notes);
    const serviceSkus = new Set(Object.values(notes).flat());
    const all = order.lines.map(toLine);
    const serviceLines = all.filter(line => serviceSkus.has(line.sku) && !Object.hasOwn(notes, line.sku));
    const productLines = all.filter(line => !serviceLines.includes(line));
    return {
        lines: productLines.map(line => ({
            ...line,
            services: servicesOf(
                line,
                Object.hasOwn(notes, line.sku) ? (notes[line.sku] ?? []) : [],
                serviceLines,
                offers,
            ),
        })),
        totalQuantity: order.totalQuantity,
        subTotal: order.subTotalWithTax,
        shipping: order.shippingWithTax,
        total: order.totalWithTax,
        couponCodes: order.couponCodes,
        discounts: order.discounts.map(discount => ({
            description: discount.description,
            amount: discount.amountWithTax,
        })),
        giftCards: (order.surcharges ?? [])
            .filter(surcharge => surcharge.sku?.startsWith(GIFT_CARD_PREFIX))
            .map(surcharge => ({
                code: (surcharge.sku ?? '').slice(GIFT_CARD_PREFIX.length),
                amount: surcharge.priceWithTax,
            })),
    };
}
