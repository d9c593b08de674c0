// sitemap.xml and robots.txt over HTTP: absolute URLs on PUBLIC_URL, types and caching,
// against the real commerce server (through a proxy that can play an outage).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, TEST_PUBLIC_URL, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;
let published: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    [storefront, published] = await Promise.all([
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url }),
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url, PUBLIC_URL: 'https://www.scintilla.example/' }),
    ]);
});

afterAll(async () => {
    await Promise.all([storefront?.stop(), published?.stop()]);
    await shopApi?.close();
});

/** The commerce server's own sitemap data. */
async function catalogSitemap(): Promise<{
    categories: Array<{ id: string; updatedAt: string }>;
    products: Array<{ id: string; updatedAt: string }>;
}> {
    const res = await fetch(inject('shopApiUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: '{ catalogSitemap { categories { id updatedAt } products { id updatedAt } } }',
        }),
    });
    return ((await res.json()) as { data: { catalogSitemap: Awaited<ReturnType<typeof catalogSitemap>> } }).data
        .catalogSitemap;
}

describe('/sitemap.xml', () => {
    it('lists home, the linked content pages, every category and every product with absolute URLs', async () => {
        const origin = TEST_PUBLIC_URL;
        const res = await rawRequest(storefront.origin, '/sitemap.xml');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
        expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const urls = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map(m => m[1] as string);
        const sitemap = await catalogSitemap();
        // Home, then the content pages the menu and footer link to, then every category and product.
        expect(urls[0]).toBe(`<loc>${origin}/it</loc>`);
        for (const page of ['chi-siamo', 'spedizioni-e-consegne', 'resi-e-rimborsi', 'privacy-policy']) {
            expect(urls).toContain(`<loc>${origin}/it/${page}</loc>`);
        }
        // The footer's /contact-us is a form, not a content page: not listed until it exists.
        expect(urls).not.toContain(`<loc>${origin}/it/contact-us</loc>`);
        for (const category of sitemap.categories) {
            expect(urls).toContain(
                `<loc>${origin}/it/c/${category.id}</loc><lastmod>${new Date(category.updatedAt).toISOString()}</lastmod>`,
            );
        }
        expect(urls.filter(url => url.includes('/it/p/'))).toHaveLength(sitemap.products.length);
        // A product code with a slash travels encoded in one segment.
        expect(urls.some(url => url.startsWith(`<loc>${origin}/it/p/SM-A556B%2FDS</loc><lastmod>`))).toBe(true);
    });

    it('leaves out services, which are sold only with a product, and answers their addresses 404', async () => {
        const res = await rawRequest(storefront.origin, '/sitemap.xml');
        expect(res.status).toBe(200);
        expect(res.body).toContain('/it/p/OLED55C44LA</loc>');
        expect(res.body).not.toContain('/it/p/SRV-');
        expect(res.body).not.toContain('/it/c/servizi<');
        for (const path of ['/it/p/SRV-INST-TVW', '/it/installazione-a-parete-tv', '/it/Product?id=SRV-INST-TVW']) {
            const page = await rawRequest(storefront.origin, path);
            expect(page.status, path).toBe(404);
            expect(page.body).toContain('Impossibile trovare questa pagina');
        }
        const search = await rawRequest(storefront.origin, '/it/search?q=installazione+a+parete+tv');
        expect(search.status).toBe(200);
        expect(search.body).not.toContain('/it/p/SRV-INST-TVW');
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
        const sitemap = await catalogSitemap();
        expect(locs.length).toBeGreaterThan(sitemap.categories.length + sitemap.products.length);
        expect(locs[0]).toBe('https://www.scintilla.example/it');
        expect(locs.every(loc => loc?.startsWith('https://www.scintilla.example/it'))).toBe(true);
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
            `Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`,
        ]) {
            expect(lines).toContain(line);
        }
    });

    it('names the public address when PUBLIC_URL is set', async () => {
        const res = await rawRequest(published.origin, '/robots.txt');
        expect(res.body).toContain('\nSitemap: https://www.scintilla.example/sitemap.xml\n');
    });
});
