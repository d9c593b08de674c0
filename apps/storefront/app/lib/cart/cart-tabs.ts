// News of cart changes between the shopper's tabs: a tab that changed the cart tells the others its new version and
// item count (BroadcastChannel, or the `storage` event where there is none). The listening tab shows the count at once
// and reloads the lines only when the shopper opens the cart again (requirements §8: never under the shopper's hands).
import type { CartView } from '~/lib/cart/cart';
import { cartVersion } from '~/lib/cart/cart-version';

export interface CartNews {
    version: string;
    totalQuantity: number;
}

const CHANNEL_NAME = 'shop-cart';
/** Where browsers without BroadcastChannel pass the news, through the `storage` event. */
const STORAGE_KEY = 'shop:cart-change';

let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
    if (typeof BroadcastChannel !== 'function') return null;
    channel ??= new BroadcastChannel(CHANNEL_NAME);
    return channel;
}

export function isCartNews(value: unknown): value is CartNews {
    const news = value as Partial<CartNews> | null;
    return typeof news?.version === 'string' && typeof news.totalQuantity === 'number';
}

/** Tells the shopper's other tabs that this one changed the cart. */
export function announceCartChange(cart: CartView): void {
    const news: CartNews = { version: cartVersion(cart), totalQuantity: cart.totalQuantity };
    const open = openChannel();
    if (open) {
        open.postMessage(news);
        return;
    }
    try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...news, at: Date.now() }));
    } catch {
        // Storage may be full or forbidden: the other tabs then learn of the change at their next change.
    }
}

/** Calls `onNews` with every change another tab announces; returns the way to stop listening. */
export function listenToCartNews(onNews: (news: CartNews) => void): () => void {
    // The channel this tab announces through: a BroadcastChannel does not hear its own messages, so a tab never takes
    // its own change for news.
    const open = openChannel();
    if (open) {
        const onMessage = (event: MessageEvent) => {
            if (isCartNews(event.data)) onNews(event.data);
        };
        open.addEventListener('message', onMessage);
        return () => open.removeEventListener('message', onMessage);
    }
    const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY || !event.newValue) return;
        try {
            const news: unknown = JSON.parse(event.newValue);
            if (isCartNews(news)) onNews(news);
        } catch {
            // Someone else's value under our key: nothing to learn from it.
        }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
}
