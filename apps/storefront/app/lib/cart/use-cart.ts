// The shopper's cart in the browser, carried by React Router: one keyed fetcher holds the cart the header loads after
// hydration (pages stay the same for every shopper and cacheable), and every change is a fetcher submission of its own
// to /api/cart/<intent>. After each change React Router loads the keyed cart again (routes/api.cart.ts says when), so
// the header count, the sidebar, the cart page and the add buttons all show the server's cart.
import { useCallback, useEffect } from 'react';
import { useFetcher, useFetchers } from 'react-router';
import { useNotify } from '~/components/notifications/notifications-provider';
import { pushEvent } from '~/lib/analytics/data-layer';
import { useApiFetcher } from '~/lib/api/use-api-fetcher';
import { quantityInCart, type CartAnswer, type CartLine, type CartView } from '~/lib/cart/cart';
import { cartChangeEvent, lineFacts, type CartItemFacts } from '~/lib/cart/cart-analytics';
import type { CartIntent, CartRequestBody } from '~/lib/cart/cart-input';
import { cartErrorMessageKey } from '~/lib/cart/cart-messages';
import { announceCartChange } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';
import { useTranslation } from '~/lib/i18n/i18n-react';

export const CART_FETCHER_KEY = 'cart';
export const CART_LOAD_PATH = '/api/cart/load';
const CART_API = '/api/cart/';

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

/** Changes of the cart, each answered once the keyed cart has been loaded again (lib/api/use-api-fetcher.ts). */
export function useCartSubmit() {
    const { send: sendApi, busy } = useApiFetcher<CartAnswer>();
    const send = useCallback(
        <K extends CartIntent>(intent: K, body: CartRequestBody<K>): Promise<CartAnswer> =>
            sendApi(`${CART_API}${intent}`, body as object),
        [sendApi],
    );
    return { send, busy };
}

/** What became of a change, for the component that asked. */
export type CartChangeResult = { ok: true; cart: CartView } | { ok: false; outdated: boolean; cart: CartView | null };

/**
 * The shopper's changes to the cart with what goes with them: the success notice, the requirements §8 error notice, the
 * GA4 event and the news for the other tabs. A change refused as outdated raises no notice: the cart shows its own.
 */
export function useCartActions() {
    const { send, busy } = useCartSubmit();
    const { cart: shown } = useCart();
    const notify = useNotify();
    const { t } = useTranslation();

    const change = useCallback(
        async <K extends CartIntent>(intent: K, body: CartRequestBody<K>): Promise<CartChangeResult> => {
            const answer = await send(intent, body);
            if (!('error' in answer)) {
                announceCartChange(answer.cart);
                return { ok: true, cart: answer.cart };
            }
            const outdated = answer.error === 'outdated';
            if (!outdated) {
                notify({
                    type: 'danger',
                    title: t('cart.errors.title'),
                    message: t(cartErrorMessageKey(answer.error)),
                });
            }
            return { ok: false, outdated, cart: answer.cart ?? null };
        },
        [send, notify, t],
    );

    /** The version of the cart on screen, sent with line changes so a cart changed elsewhere refuses them. */
    const expectedVersion = shown ? cartVersion(shown) : undefined;

    const addToCart = useCallback(
        async (
            variantId: string,
            quantity: number,
            item: CartItemFacts,
            services?: { productCode: string; serviceSkus: string[] },
        ): Promise<CartChangeResult> => {
            const before = quantityInCart(shown, variantId);
            const result = await change('add', { variantId, quantity, ...services });
            if (result.ok) {
                notify({ type: 'success', message: t('cart.notices.added', { name: item.name }) });
                pushEvent(cartChangeEvent('add_to_cart', item, quantity));
                return result;
            }
            // When only its services failed, the product is in the cart (the services removed): it still counts as added.
            const added = quantityInCart(result.cart, variantId) - before;
            if (added > 0) pushEvent(cartChangeEvent('add_to_cart', item, added));
            return result;
        },
        [change, notify, shown, t],
    );

    const setQuantity = useCallback(
        async (line: CartLine, quantity: number): Promise<CartChangeResult> => {
            const result = await change('update', { lineId: line.id, quantity, expectedVersion });
            if (!result.ok) return result;
            notify({ type: 'success', message: t('cart.notices.quantityChanged', { name: line.productName }) });
            const delta = quantity - line.quantity;
            if (delta !== 0) {
                const event = delta > 0 ? 'add_to_cart' : 'remove_from_cart';
                pushEvent(cartChangeEvent(event, lineFacts(line), Math.abs(delta)));
            }
            return result;
        },
        [change, expectedVersion, notify, t],
    );

    const removeLine = useCallback(
        async (line: CartLine): Promise<CartChangeResult> => {
            const result = await change('remove', { lineId: line.id, expectedVersion });
            if (!result.ok) return result;
            notify({ type: 'success', message: t('cart.notices.removed', { name: line.productName }) });
            pushEvent(cartChangeEvent('remove_from_cart', lineFacts(line), line.quantity));
            return result;
        },
        [change, expectedVersion, notify, t],
    );

    /** Coupons and gift cards: applied or removed by their code, with the notice that names it. */
    const applyCode = useCallback(
        async (
            intent: 'coupon' | 'coupon-remove' | 'gift-card' | 'gift-card-remove',
            code: string,
        ): Promise<CartChangeResult> => {
            const result = await change(intent, { code });
            if (!result.ok) return result;
            const shownCode = intent === 'coupon' || intent === 'gift-card' ? code.trim().toUpperCase() : code;
            const key = {
                coupon: 'cart.notices.couponApplied',
                'coupon-remove': 'cart.notices.couponRemoved',
                'gift-card': 'cart.giftCard.applied',
                'gift-card-remove': 'cart.giftCard.removed',
            } as const;
            notify({ type: 'success', message: t(key[intent], { code: shownCode }) });
            return result;
        },
        [change, notify, t],
    );

    /** Exactly these services attached to the product line (requirements §4); on failure the server's fallback is announced. */
    const setServices = useCallback(
        async (line: CartLine, serviceSkus: string[]): Promise<CartChangeResult> => {
            const result = await change('services', { productSku: line.sku, serviceSkus });
            if (result.ok) notify({ type: 'success', message: t('cart.services.updated') });
            return result;
        },
        [change, notify, t],
    );

    return { busy, addToCart, setQuantity, removeLine, applyCode, setServices };
}
