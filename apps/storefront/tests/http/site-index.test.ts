// sitemap.xml and robots.txt over HTTP: absolute URLs from the request's origin or PUBLIC_URL, types and caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopApi, type FakeShopApi } from '../support/fake-shop-api';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: FakeShopApi;
let storefront: StorefrontProcess;
let published: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startFakeShopApi();
    [storefront, published] = await Promise.all([
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url }),
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url, PUBLIC_URL: 'https://www.negozio.example/' }),
    ]);
});

afterAll(async () => {
    await Promise.all([storefront?.stop(), published?.stop()]);
    await shopApi?.close();
});

describe('/sitemap.xml', () => {
    it('lists home, the linked content pages, every category and every product with absolute URLs', async () => {
        const origin = storefront.origin;
        const res = await rawRequest(origin, '/sitemap.xml');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
        expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const urls = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map(m => m[1]);
        expect(urls).toEqual([
            `<loc>${origin}/it</loc>`,
            // The footer links to this page and it exists; the menu's /offerte has no page in this catalog.
            `<loc>${origin}/it/chi-siamo</loc>`,
            `<loc>${origin}/it/c/lavatrici</loc><lastmod>2026-01-10T08:00:00.000Z</lastmod>`,
            `<loc>${origin}/it/c/asciugatrici</loc><lastmod>2026-01-11T08:00:00.000Z</lastmod>`,
            `<loc>${origin}/it/p/PROVA-1</loc><lastmod>2026-02-01T09:30:00.000Z</lastmod>`,
            // A product code with a slash travels encoded in one segment.
            `<loc>${origin}/it/p/SM-A556B%2FDS</loc><lastmod>2026-02-02T09:30:00.000Z</lastmod>`,
        ]);
    });

    it('is not moved under the locale', async () => {
        const res = await rawRequest(storefront.origin, '/sitemap.xml');
        expect(res.headers.location).toBeUndefined();
    });

    it('uses PUBLIC_URL when set, and answers 503 rather than a partial list when the catalog cannot be read', async () => {
        shopApi.setDown(true);
        try {
            const down = await rawRequest(published.origin, '/sitemap.xml');
            expect(down.status).toBe(503);
            expect(down.headers['cache-control']).toBe('no-store');
            expect(down.headers['retry-after']).toBe('120');
        } finally {
            shopApi.setDown(false);
        }
        const res = await rawRequest(published.origin, '/sitemap.xml');
        expect(res.status).toBe(200);
        const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map(m => m[1]);
        expect(locs).toHaveLength(6);
        expect(locs[0]).toBe('https://www.negozio.example/it');
        expect(locs.every(loc => loc?.startsWith('https://www.negozio.example/it'))).toBe(true);
    });
});

describe('/robots.txt', () => {
    it('points at the sitemap with an absolute URL and keeps crawlers out of the API, cart, checkout and account', async () => {
        const res = await rawRequest(storefront.origin, '/robots.txt');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        const lines = res.body.split('\n');
        expect(lines[0]).toBe('User-agent: *');
        for (const line of [
            'Disallow: /api/',
            'Disallow: /it/cart',
            'Disallow: /it/Cart',
            'Disallow: /it/checkout',
            'Disallow: /it/Checkout',
            'Disallow: /it/my-account',
            'Disallow: /it/MyAccount',
            `Sitemap: ${storefront.origin}/sitemap.xml`,
        ]) {
            expect(lines).toContain(line);
        }
    });

    it('names the public address when PUBLIC_URL is set', async () => {
        const res = await rawRequest(published.origin, '/robots.txt');
        expect(res.body).toContain('\nSitemap: https://www.negozio.example/sitemap.xml\n');
    });
});
