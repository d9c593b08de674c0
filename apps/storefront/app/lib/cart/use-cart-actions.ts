// The shopper's changes to the cart from the browser (decision 017): each through a fetcher of its own, with what goes
// with it (notices, GA4 events, news for the other tabs: cart-change-flows.ts). Pages with add buttons load this small
// hook; what follows a change loads when the shopper first points at, focuses or presses a cart control.
import { useCallback, useMemo } from 'react';
import { useNotify } from '~/components/notifications/notifications-provider';
import { useApiFetcher } from '~/lib/api/use-api-fetcher';
import type { CartAnswer } from '~/lib/cart/cart';
import type { CartChangeContext, CartChangeResult } from '~/lib/cart/cart-change-flows';
import type { CartIntent, CartRequestBody } from '~/lib/cart/cart-input';
import { CART_API, useCart } from '~/lib/cart/use-cart';
import { useTranslation } from '~/lib/i18n/i18n-react';

export type { CartChangeResult };

const loadFlows = () => import('~/lib/cart/cart-change-flows');
/** Loads what follows a change ahead of it; a failed download is tried again with the change itself. */
export const prepareCartChanges = () => void loadFlows().catch(() => undefined);
type Flows = Awaited<ReturnType<typeof loadFlows>>;
/** A flow as the component calls it: without the context the hook supplies. */
type Action<F> = F extends (context: CartChangeContext, ...args: infer A) => Promise<CartChangeResult>
    ? (...args: A) => Promise<CartChangeResult>
    : never;

/** Changes of the cart, each answered once the keyed cart has been loaded again (lib/api/use-api-fetcher.ts). */
export function useCartSubmit() {
    const { send: sendApi, busy } = useApiFetcher<CartAnswer>();
    const send = useCallback(
        <K extends CartIntent>(intent: K, body: CartRequestBody<K>) => sendApi(`${CART_API}${intent}`, body as object),
        [sendApi],
    );
    return { send, busy };
}

/**
 * The shopper's changes to the cart with what goes with them: the success notice, the requirements §8 error notice, the
 * GA4 event and the news for the other tabs. A change refused as outdated raises no notice: the cart shows its own.
 * `prepare` loads what follows a change ahead of it (on pointer, focus or touch), so the first one does not wait for it.
 */
export function useCartActions() {
    const { send, busy } = useCartSubmit();
    const { cart: shown } = useCart();
    const notify = useNotify();
    const { t, language } = useTranslation();

    return useMemo(() => {
        const context: CartChangeContext = { send, shown, notify, t, locale: language };
        const action =
            <N extends 'addToCart' | 'setQuantity' | 'removeLine' | 'applyCode' | 'setServices'>(name: N) =>
            async (...args: Parameters<Action<Flows[N]>>): Promise<CartChangeResult> => {
                const flow = (await loadFlows())[name] as (
                    context: CartChangeContext,
                    ...rest: typeof args
                ) => Promise<CartChangeResult>;
                return flow(context, ...args);
            };
        return {
            busy,
            prepare: prepareCartChanges,
            addToCart: action('addToCart'),
            setQuantity: action('setQuantity'),
            removeLine: action('removeLine'),
            applyCode: action('applyCode'),
            setServices: action('setServices'),
        };
    }, [busy, send, shown, notify, t, language]);
}
