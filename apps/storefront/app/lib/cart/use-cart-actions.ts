// The shopper's changes to the cart from the browser (decision 017): each through a fetcher of its own, with what goes
// with it (notices, GA4 events, news for the other tabs). Pages with add buttons load it; the header does not.
import { useCallback } from 'react';
import { useNotify } from '~/components/notifications/notifications-provider';
import { pushEvent } from '~/lib/analytics/data-layer';
import { useApiFetcher } from '~/lib/api/use-api-fetcher';
import { quantityInCart, type CartAnswer, type CartLine, type CartView } from '~/lib/cart/cart';
import type { CartItemFacts } from '~/lib/cart/cart-analytics';
import type { CartIntent, CartRequestBody } from '~/lib/cart/cart-input';
import { announceCartChange } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';
import { CART_API, useCart } from '~/lib/cart/use-cart';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** Starts loading with the change, so it is there when the answer is. */
const loadReport = () => import('~/lib/cart/cart-change-report');

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
            const reporting = loadReport();
            const answer = await send(intent, body);
            if (!('error' in answer)) {
                announceCartChange(answer.cart);
                return { ok: true, cart: answer.cart };
            }
            const outdated = answer.error === 'outdated';
            if (!outdated) {
                const { cartErrorMessageKey } = await reporting;
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
            const { cartChangeEvent } = await loadReport();
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
                const { cartChangeEvent, lineFacts } = await loadReport();
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
            const { cartChangeEvent, lineFacts } = await loadReport();
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
