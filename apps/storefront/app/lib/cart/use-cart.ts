// The shopper's cart in the browser, carried by React Router: one keyed fetcher holds the cart the header loads after
// hydration (pages stay the same for every shopper and cacheable), and every change is a fetcher submission of its own
// to /api/cart/<intent> (use-cart-actions.ts). After each change React Router loads the keyed cart again
// (routes/api.cart.ts says when), so the header count, the sidebar, the cart page and the add buttons all show the
// server's cart.
import { useCallback, useEffect } from 'react';
import { useFetcher, useFetchers } from 'react-router';
import type { CartAnswer, CartView } from '~/lib/cart/cart';

export const CART_FETCHER_KEY = 'cart';
export const CART_LOAD_PATH = '/api/cart/load';
export const CART_API = '/api/cart/';

export interface CartState {
    /** Null until the first load answers. */
    cart: CartView | null;
    /** A load or a change is on its way: add-to-cart buttons wait (requirements §5). */
    loading: boolean;
}

/** The cart as the header loaded it, and whether a load or a change is on its way. */
export function useCart(): CartState {
    const fetcher = useFetcher<CartAnswer>({ key: CART_FETCHER_KEY });
    const changing = useFetchers().some(other => other.state !== 'idle' && other.formAction?.startsWith(CART_API));
    const cart = fetcher.data && 'cart' in fetcher.data && fetcher.data.cart ? fetcher.data.cart : null;
    return { cart, loading: fetcher.state !== 'idle' || changing };
}

/** Loads the cart again (the outdated notice's button, an opening after another tab's change). */
export function useCartReload(): () => Promise<void> {
    const fetcher = useFetcher<CartAnswer>({ key: CART_FETCHER_KEY });
    const { load } = fetcher;
    return useCallback(() => load(CART_LOAD_PATH), [load]);
}

/** The header's first load of the cart, once the page runs. */
export function useCartFirstLoad(): void {
    const fetcher = useFetcher<CartAnswer>({ key: CART_FETCHER_KEY });
    const { load } = fetcher;
    const unknown = fetcher.data === undefined && fetcher.state === 'idle';
    useEffect(() => {
        if (unknown) void load(CART_LOAD_PATH);
    }, [unknown, load]);
}
