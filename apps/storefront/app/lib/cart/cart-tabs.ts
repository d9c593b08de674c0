// News of cart changes between the shopper's tabs: a tab that changed the cart tells the others its new version and
// item count through a BroadcastChannel (in every browser the build targets). The listening tab shows the count at once
// and reloads the lines only when the shopper opens the cart again (requirements §8: never under the shopper's hands).
import { useEffect, useRef, useState } from 'react';
import type { CartView } from '~/lib/cart/cart';
import { cartVersion } from '~/lib/cart/cart-version';

export interface CartNews {
    version: string;
    totalQuantity: number;
}

let channel: BroadcastChannel | null = null;

/** The channel this tab announces through: a BroadcastChannel does not hear its own messages. */
const openChannel = () => (channel ??= new BroadcastChannel('shop-cart'));

export function isCartNews(value: unknown): value is CartNews {
    const news = value as Partial<CartNews> | null;
    return typeof news?.version === 'string' && typeof news.totalQuantity === 'number';
}

/** Tells the shopper's other tabs that this one changed the cart. */
export function announceCartChange(cart: CartView): void {
    openChannel().postMessage({ version: cartVersion(cart), totalQuantity: cart.totalQuantity } satisfies CartNews);
}

/** Calls `onNews` with every change another tab announces; returns the way to stop listening. */
export function listenToCartNews(onNews: (news: CartNews) => void): () => void {
    const open = openChannel();
    const onMessage = (event: MessageEvent) => {
        if (isCartNews(event.data)) onNews(event.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
}

/**
 * Another tab's change to the cart (requirements §8): the count follows at once, the lines only at the next opening of
 * the sidebar, so an open sidebar keeps what the shopper is looking at. News heard while this tab showed one cart is
 * forgotten once the tab shows another (its own change, or the reload).
 */
export function useOtherTabsNews(shownVersion: string | null) {
    const [heard, setHeard] = useState<{ news: CartNews; while: string | null } | null>(null);
    const shownVersionRef = useRef(shownVersion);
    useEffect(() => {
        shownVersionRef.current = shownVersion;
    }, [shownVersion]);
    useEffect(() => listenToCartNews(news => setHeard({ news, while: shownVersionRef.current })), []);
    return heard && heard.while === shownVersion && heard.news.version !== shownVersion ? heard.news : null;
}
