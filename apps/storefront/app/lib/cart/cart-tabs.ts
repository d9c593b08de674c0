// News of cart changes between the shopper's tabs: a tab that changed the cart tells the others its new version and
// item count through a BroadcastChannel (in every browser the build targets). The listening tab shows the count at once
// and reloads the lines only when the shopper opens the cart again (requirements §8: never under the shopper's hands).
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
