// What a cart change reports besides the cart itself: GA4 events and the requirements §8 error texts. Loaded with the
// first change (lib/cart/use-cart-actions.ts), outside the first load of the pages with add buttons.
export { cartChangeEvent, lineFacts } from '~/lib/cart/cart-analytics';
export { cartErrorMessageKey } from '~/lib/cart/cart-messages';
