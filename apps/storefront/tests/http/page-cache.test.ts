// Catalog pages kept for shoppers without cookies (decision 041): served again with the new response's nonce, never to
// a request with cookies, never for other pages or answers.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    storefront = await startStorefront({
        VENDURE_SHOP_API_URL: shopApi.url,
        PUBLIC_DATA_TTL_SECONDS: '30',
        PAGE_CACHE_SECONDS: '30',
    });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

const get = (path: string, headers?: Record<string, string>) => rawRequest(storefront.origin, path, { headers });

function nonceOf(headers: Record<string, unknown>): string {
    const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(headers['content-security-policy']));
    if (!match?.[1]) throw new Error('no nonce in the CSP');
    return match[1];
}

describe('pages for shoppers without cookies', () => {
    it('serves a category page again, whole, with the new response nonce in every script', async () => {
        const first = await get('/it/c/lavatrici?sort=price_asc');
        const second = await get('/it/c/lavatrici?sort=price_asc');
        expect(first.status).toBe(200);
        expect(first.headers['x-page-cache']).toBe('miss');
        expect(second.status).toBe(200);
        expect(second.headers['x-page-cache']).toBe('hit');
        expect(second.headers['content-type']).toBe('text/html; charset=utf-8');

        const [oldNonce, newNonce] = [nonceOf(first.headers), nonceOf(second.headers)];
        expect(newNonce).not.toBe(oldNonce);
        expect(second.body).not.toContain(oldNonce);
        const scripts = first.body.split(`nonce="${oldNonce}"`).length - 1;
        expect(scripts).toBeGreaterThan(3);
        expect(second.body.split(`nonce="${newNonce}"`).length - 1).toBe(scripts);
        expect(second.body.split(newNonce).join('N')).toBe(first.body.split(oldNonce).join('N'));
        expect(second.body).toContain('Bosch Serie 6 WGG244A9II lavatrice 9 kg');
    });

    it('keeps each address apart, query included', async () => {
        await get('/it/c/lavatrici?page=1&sort=name');
        const other = await get('/it/c/lavatrici?sort=newest');
        expect(other.headers['x-page-cache']).toBe('miss');
    });

    it('renders for a request with cookies: the shopper may see their own page', async () => {
        await get('/it/c/lavatrici');
        const withCookie = await get('/it/c/lavatrici', { cookie: 'listing-view=list' });
        expect(withCookie.status).toBe(200);
        expect(withCookie.headers['x-page-cache']).toBeUndefined();
        expect(withCookie.body).toContain('data-layout="list"');
        const withoutCookie = await get('/it/c/lavatrici');
        expect(withoutCookie.headers['x-page-cache']).toBe('hit');
        expect(withoutCookie.body).not.toContain('data-layout="list"');
    });

    it('keeps neither pages outside the catalog nor answers other than 200', async () => {
        for (const path of ['/it/cart', '/it/login', '/it/chi-siamo']) {
            await get(path);
            expect((await get(path)).headers['x-page-cache'], path).toBeUndefined();
        }
        const missing = await get('/it/c/categoria-che-non-esiste');
        expect(missing.status).toBe(404);
        const again = await get('/it/c/categoria-che-non-esiste');
        expect(again.status).toBe(404);
        expect(again.headers['x-page-cache']).toBe('miss');
    });

    it('keeps what crawlers get (the whole document at once) apart from what browsers get', async () => {
        await get('/it/p/WGG244A9II');
        const crawler = await get('/it/p/WGG244A9II', {
            'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        });
        expect(crawler.status).toBe(200);
        expect(crawler.headers['x-page-cache']).toBe('miss');
    });
});
