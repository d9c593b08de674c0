/** Shipping rules of the Italian store (requirements §9). */
export const SHIPPING_ZONE_COUNTRIES = ['IT', 'SM', 'VA'] as const;
/** Orders from 100,00 € (VAT included) ship free. */
export const FREE_SHIPPING_THRESHOLD = 100_00;
/** Otherwise shipping costs 5,00 € (VAT included). */
export const STANDARD_SHIPPING_PRICE = 5_00;
export const STANDARD_VAT_RATE = 22;
export const NO_SHIPPING_METHODS_FOR_COUNTRY = 'NO_SHIPPING_METHODS_FOR_COUNTRY';
export const loggerCtx = 'ShippingPlugin';
/** The blocking OrderLineEvent handler that keeps a cart's lines on its shipping line (decision 034). */
export const CART_SHIPPING_LINE_HANDLER_ID = 'shipping-cart-shipping-line';
