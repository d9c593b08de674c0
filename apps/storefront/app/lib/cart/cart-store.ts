// The shopper's cart in the browser: one small store the header button, product page and sidebar read. It loads after
// hydration from /api/cart/load, so every page stays the same for every shopper; the cart logic itself loads lazily.
import { useSyncExternalStore } from 'react';
import type { CartAnswer, CartView } from '~/lib/cart/cart';
import { cartVersion } from '~/lib/cart/cart-version';

export interface CartState {
    /** Null until the first load answers. */
    cart: CartView | null;
    /** A load or a change is on its way: add-to-cart buttons wait (requirements §5). */
    loading: boolean;
    /** Quantities the shopper chose that are still waiting out the debounce, by line id. */
    pending: Readonly<Record<string, number>>;
    /** The server refused a change because the cart shown is no longer the shopper's cart (requirements §8): reload needed. */
    outdated: boolean;
}

/** Other code (footer link, wishlist) opens the cart sidebar with this DOM event. */
export const OPEN_CART_EVENT = 'shop:open-cart';
/** Announced when a sidebar or modal opens, so the mobile menu can close first (requirements §2.3). */
export const OVERLAY_OPEN_EVENT = 'shop:overlay-open';

const SERVER_STATE: CartState = { cart: null, loading: false, pending: {}, outdated: false };
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
        if ('cart' in answer && answer.cart) stale = false;
        setCartState(
            'cart' in answer && answer.cart
                ? { cart: answer.cart, loading: false, outdated: false }
                : { loading: false },
        );
    } catch {
        setCartState({ loading: false });
    }
}

/** The first load of the page's life; later callers share it. */
export function ensureCartLoaded(): Promise<void> {
    if (!firstLoad) listenToOtherTabs();
    firstLoad ??= reloadCart();
    return firstLoad;
}

const SYNC_CHANNEL = 'shop-cart';
/** Where browsers without BroadcastChannel pass the news, through the `storage` event. */
const SYNC_STORAGE_KEY = 'shop:cart-change';

interface CartChange {
    version: string;
    totalQuantity: number;
}

let channel: BroadcastChannel | null = null;
/** Another tab changed the cart since this one loaded it: the next opening of the sidebar reloads first. */
let stale = false;

function isCartChange(value: unknown): value is CartChange {
    const change = value as Partial<CartChange> | null;
    return typeof change?.version === 'string' && typeof change.totalQuantity === 'number';
}

/**
 * News from another tab refreshes the header count at once, but not the lines: an open sidebar keeps what the shopper
 * is looking at, and a change made from it meets the server's version check and the reload notice instead.
 */
function onOtherTabChange(change: unknown): void {
    const cart = state.cart;
    if (!isCartChange(change) || !cart || cartVersion(cart) === change.version) return;
    stale = true;
    setCartState({ cart: { ...cart, totalQuantity: change.totalQuantity } });
}

function listenToOtherTabs(): void {
    if (typeof window === 'undefined') return;
    if (typeof BroadcastChannel === 'function') {
        channel = new BroadcastChannel(SYNC_CHANNEL);
        channel.onmessage = event => onOtherTabChange(event.data);
    } else {
        window.addEventListener('storage', event => {
            if (event.key !== SYNC_STORAGE_KEY || !event.newValue) return;
            try {
                onOtherTabChange(JSON.parse(event.newValue));
            } catch {
                // Someone else's value under our key: nothing to learn from it.
            }
        });
    }
    window.addEventListener(OPEN_CART_EVENT, () => {
        if (!stale) return;
        stale = false;
        void reloadCart();
    });
}

/** Tells the shopper's other tabs that this one changed the cart. */
export function announceCartChange(cart: CartView): void {
    stale = false;
    const change: CartChange = { version: cartVersion(cart), totalQuantity: cart.totalQuantity };
    if (channel) {
        channel.postMessage(change);
        return;
    }
    try {
        window.localStorage.setItem(SYNC_STORAGE_KEY, JSON.stringify({ ...change, at: Date.now() }));
    } catch {
        // Storage may be full or forbidden: the other tabs then learn of the change at their next change.
    }
}

export function openCart(): void {
    window.dispatchEvent(new Event(OPEN_CART_EVENT));
}
