// The shopper's cart in the browser: one small store the header button, product page and sidebar read. It loads after
// hydration from /api/cart/load, so every page stays the same for every shopper; the cart logic itself loads lazily.
import { useSyncExternalStore } from 'react';
import type { CartAnswer, CartView } from '~/lib/cart/cart';

export interface CartState {
    /** Null until the first load answers. */
    cart: CartView | null;
    /** A load or a change is on its way: add-to-cart buttons wait (SPEC §5). */
    loading: boolean;
    /** Quantities the shopper chose that are still waiting out the debounce, by line id. */
    pending: Readonly<Record<string, number>>;
}

/** Other code (footer link, wishlist) opens the cart sidebar with this DOM event. */
export const OPEN_CART_EVENT = 'shop:open-cart';
/** Announced when a sidebar or modal opens, so the mobile menu can close first (SPEC §2.3). */
export const OVERLAY_OPEN_EVENT = 'shop:overlay-open';

const SERVER_STATE: CartState = { cart: null, loading: false, pending: {} };
let state: CartState = SERVER_STATE;
const listeners = new Set<() => void>();
let firstLoad: Promise<void> | null = null;

export function getCartState(): CartState {
    return state;
}

export function setCartState(next: Partial<CartState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

export function useCartState(): CartState {
    return useSyncExternalStore(subscribe, getCartState, () => SERVER_STATE);
}

/** Asks the server for the cart; `{ cart }` on success. */
export async function fetchCart(): Promise<CartAnswer> {
    const response = await fetch('/api/cart/load', { headers: { accept: 'application/json' }, cache: 'no-store' });
    return (await response.json()) as CartAnswer;
}

/** Loads (or reloads) the cart into the store; failures leave the last known cart. */
export async function reloadCart(): Promise<void> {
    setCartState({ loading: true });
    try {
        const answer = await fetchCart();
        setCartState('cart' in answer && answer.cart ? { cart: answer.cart, loading: false } : { loading: false });
    } catch {
        setCartState({ loading: false });
    }
}

/** The first load of the page's life; later callers share it. */
export function ensureCartLoaded(): Promise<void> {
    firstLoad ??= reloadCart();
    return firstLoad;
}

export function openCart(): void {
    window.dispatchEvent(new Event(OPEN_CART_EVENT));
}
