// The version of a cart a screen shows: a short hash of its lines and their quantities. Changes made from a screen
// carry it, so the server can refuse them when the cart changed elsewhere in the meantime (requirements §8).
import type { CartLine } from '~/lib/cart/cart';

/** FNV-1a, 32 bits: enough to tell two carts of one shopper apart, small enough for the browser's first load. */
function fnv1a(text: string): string {
    let hash = 0x811c9dc5;
    for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
}

/** Same lines with the same quantities give the same version, whatever their order. */
export function cartVersion(cart: { lines: ReadonlyArray<Pick<CartLine, 'id' | 'quantity'>> }): string {
    const lines = cart.lines.map(line => `${line.id}:${line.quantity}`).sort();
    return fnv1a(lines.join('|'));
}

export const CART_VERSION_PATTERN = /^[0-9a-f]{8}$/;
