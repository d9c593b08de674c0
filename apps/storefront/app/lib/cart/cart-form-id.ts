/**
 * Which form of the cart page an answer belongs to (several are on the page at once): the intent, and the line or
 * product it acts on.
 */
export function cartFormId(intent: string, key?: string): string {
    return key ? `cart-${intent}-${key}` : `cart-${intent}`;
}
