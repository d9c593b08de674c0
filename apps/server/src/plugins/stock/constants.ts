/**
 * The transitionError of an order that cannot be placed because another order took the last units first: clients
 * recognise it by this code and send the shopper back to the cart, which is left as it was.
 */
export const INSUFFICIENT_STOCK = 'INSUFFICIENT_STOCK';
