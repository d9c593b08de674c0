// The commerce server's rate limit on code guesses, as the shopper meets it through /api/cart/coupon: after 10 codes
// that do not apply, a 429 with Retry-After and the rateLimited key, even for a valid code.
import { describe, expect, it } from 'vitest';
import en from '~/lib/i18n/locales/en.json';
import it_ from '~/lib/i18n/locales/it.json';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';
import { keyboardVariantId } from '../support/catalog-fixtures';

const shop = storefrontBehindProxy();

function post(method: string, body: unknown, cookie?: string) {
    return fetch(`${shop.storefront.origin}/api/cart/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
    });
}

describe('coupon guesses', () => {
    it('answer 429 with Retry-After after 10 codes that do not apply, even for a valid one', async () => {
        const added = await post('add', { variantId: await keyboardVariantId(), quantity: 1 });
        expect(added.status).toBe(200);
        const cookie = added.headers
            .getSetCookie()
            .map(c => c.split(';')[0])
            .join('; ');

        for (let i = 0; i < 10; i++) {
            const guess = await post('coupon', { code: `PROVA${i}` }, cookie);
            expect(guess.status).toBe(409);
            expect(await guess.json()).toMatchObject({ error: 'couponInvalid' });
        }
        for (const code of ['PROVA10', 'BENVENUTO10']) {
            const limited = await post('coupon', { code }, cookie);
            expect(limited.status).toBe(429);
            expect(limited.headers.get('cache-control')).toBe('no-store');
            const retryAfter = Number(limited.headers.get('retry-after'));
            expect(retryAfter).toBeGreaterThan(590);
            expect(retryAfter).toBeLessThanOrEqual(600);
            expect(await limited.json()).toEqual({ error: 'rateLimited', message: 'Too many attempts' });
        }
        // The cart is as it was: the valid code was refused before it was tried.
        const load = await fetch(`${shop.storefront.origin}/api/cart/load`, { headers: { cookie } });
        expect(((await load.json()) as { cart: { couponCodes: string[] } }).cart.couponCodes).toEqual([]);
    });

    it('has the shopper-facing text in both catalogs', () => {
        expect(it_.cart.errors.rateLimited).toBe('Troppi tentativi. Riprova tra qualche minuto.');
        expect(en.cart.errors.rateLimited).toBe('Too many attempts. Please try again in a few minutes.');
        expect(it_.wishlist.errors.rateLimited).toBe('Troppi tentativi. Riprova tra qualche minuto.');
    });
});
