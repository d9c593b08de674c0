// The shopper's cart as screens use it (the commerce server's active order, reshaped); shared by server and browser.
// Prices are integer euro cents, VAT included.

export interface CartLine {
    id: string;
    quantity: number;
    variantId: string;
    sku: string;
    merchantSku: string | null;
    variantName: string;
    productName: string;
    productCode: string | null;
    brand: string | null;
    /** The picture's source address on the commerce server (turn it into a storefront URL with assetUrl). */
    image: string | null;
    unitPrice: number;
    linePrice: number;
    /**
     * The Omnibus reference for one unit (the lowest price of the 30 days before the reduction), only when the catalog
     * announces a reduction and it is above the selling price (shown struck through).
     */
    regularUnitPrice: number | null;
    /** Vendure's stock level of the variant: IN_STOCK, LOW_STOCK or OUT_OF_STOCK. */
    stockLevel: string | null;
    /** The services the shopper may attach to this product (requirements §4), those attached first; empty for a service. */
    services: CartLineService[];
}

/** A service offered for a product line; attached ones have their own order line, which follows the product's quantity. */
export interface CartLineService {
    sku: string;
    name: string;
    /** One unit, cents. */
    unitPrice: number;
    attached: boolean;
    /** What the attached service line costs, cents; null when it is not attached. */
    linePrice: number | null;
}

/** A gift card on the cart: the commerce server keeps it as a negative surcharge. */
export interface CartGiftCard {
    code: string;
    /** Negative cents. */
    amount: number;
}

export interface CartDiscount {
    /** The promotion's name; empty for an unnamed one. */
    description: string;
    /** Negative cents. */
    amount: number;
}

/** The VAT the total includes at one rate. */
export interface CartVatRate {
    /** Percent, e.g. 22. */
    rate: number;
    amount: number;
}

/**
 * The cart's figures, as the commerce server's Order.summary computes them once for every place that shows them:
 * subTotal + discounts + shipping + giftCardTotal = total (discounts and gift cards negative).
 */
export interface CartView {
    lines: CartLine[];
    totalQuantity: number;
    /** Product and service lines at their selling price, before any discount. */
    subTotal: number;
    /** Shipping to pay (0: free); null while the server has no shipping line for the cart (e.g. out of zone). */
    shipping: number | null;
    total: number;
    /** The VAT the total includes, in all and by rate. */
    vat: number;
    vatRates: CartVatRate[];
    couponCodes: string[];
    /** Discounts of the lines (coupons, promotions), one per promotion; shipping discounts are in `shipping`. */
    discounts: CartDiscount[];
    giftCards: CartGiftCard[];
    /** What the gift cards pay in all, negative cents. */
    giftCardTotal: number;
}

export const EMPTY_CART: CartView = {
    lines: [],
    totalQuantity: 0,
    subTotal: 0,
    shipping: null,
    total: 0,
    vat: 0,
    vatRates: [],
    couponCodes: [],
    discounts: [],
    giftCards: [],
    giftCardTotal: 0,
};

/**
 * What every /api/cart endpoint answers. `error` is the catalog key of the message to show (requirements §8), `values`
 * the figures it names.
 */
export type CartAnswer =
    { cart: CartView } | { error: string; message: string; values?: Record<string, string>; cart?: CartView };

/** requirements §9: quantities a shopper may ask for in one line. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;
/** requirements §4 / §9: a quantity change waits this long for further clicks before it is sent. */
export const QUANTITY_DEBOUNCE_MS = 1000;

/** How many units of a variant the cart holds. */
export function quantityInCart(cart: CartView | null, variantId: string): number {
    return cart?.lines.filter(line => line.variantId === variantId).reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}
