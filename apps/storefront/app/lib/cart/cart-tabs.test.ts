import { afterEach, describe, expect, it } from 'vitest';
import type { CartView } from '~/lib/cart/cart';
import { announceCartChange, isCartNews, listenToCartNews, type CartNews } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';

const cart = { lines: [{ id: '4', quantity: 2 }], totalQuantity: 2 } as unknown as CartView;
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach(stop => stop()));

describe('cart news between tabs', () => {
    it('tells another tab the new version and count, and a tab never hears its own news', async () => {
        // Another tab: a channel of the same name in another context.
        const otherTab = new BroadcastChannel('shop-cart');
        const heardThere = new Promise<CartNews>(resolve => (otherTab.onmessage = event => resolve(event.data)));
        const heardHere: CartNews[] = [];
        stops.push(
            listenToCartNews(news => heardHere.push(news)),
            () => otherTab.close(),
        );

        announceCartChange(cart);
        expect(await heardThere).toEqual({ version: cartVersion(cart), totalQuantity: 2 });
        await new Promise(resolve => setTimeout(resolve, 20));
        expect(heardHere).toEqual([]);
    });

    it('hears what another tab announces, and ignores anything else on the channel', async () => {
        const heard: CartNews[] = [];
        stops.push(listenToCartNews(news => heard.push(news)));
        const otherTab = new BroadcastChannel('shop-cart');
        otherTab.postMessage({ hello: 'world' });
        otherTab.postMessage({ version: '0000abcd', totalQuantity: 5 });
        await new Promise(resolve => setTimeout(resolve, 20));
        otherTab.close();
        expect(heard).toEqual([{ version: '0000abcd', totalQuantity: 5 }]);
    });

    it('recognises news by its shape', () => {
        expect(isCartNews({ version: 'a', totalQuantity: 1 })).toBe(true);
        expect(isCartNews({ version: 'a' })).toBe(false);
        expect(isCartNews(null)).toBe(false);
    });
});
