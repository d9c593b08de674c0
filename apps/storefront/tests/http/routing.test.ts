// requirements §2.1 routing rules, over HTTP against the production build and the real commerce server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    // A short TTL so the outage below is noticed rather than served from the public-data cache.
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: shopApi.url, PUBLIC_DATA_TTL_SECONDS: '1' });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

const get = (path: string, headers?: Record<string, string>) => rawRequest(storefront.origin, path, { headers });

describe('the root', () => {
    it('shows the home page without a redirect', async () => {
        const res = await get('/');
        expect(res.status).toBe(200);
        expect(res.body).toContain('data-testid="home"');
        expect(res.body).toContain('<html lang="it"');
    });
});

describe('locale prefix', () => {
    it.each([
        ['/foo', '/it/foo'],
        ['/foo/bar', '/it/foo/bar'],
        ['/foo?x=1&y=two', '/it/foo?x=1&y=two'],
        ['/en/chi-siamo', '/it/en/chi-siamo'],
        ['/c/tv-oled', '/it/c/tv-oled'],
        ['/IT/foo', '/it/IT/foo'],
    ])('%s → 301 %s', async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
    });

    it.each([
        ['/chi-siamo.html', '/it/chi-siamo'],
        ['/catalog/product/view.html?id=3', '/it/catalog/product/view?id=3'],
        ['/PAGE.HTML', '/it/PAGE'],
    ])('removes .html first: %s → %s', async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
    });
});

describe('a locale code repeated after the prefix', () => {
    it.each([
        ['/it/en/c/televisori', '/it/c/televisori'],
        ['/it/it/p/ARCHERAX55?x=1', '/it/p/ARCHERAX55?x=1'],
        ['/it/en/chi-siamo', '/it/chi-siamo'],
    ])('%s → 301 %s (one address per page)', async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
    });
});

describe('trailing slash', () => {
    it.each([
        ['/it/', '/it'],
        ['/it/chi-siamo/', '/it/chi-siamo'],
        ['/it/chi-siamo/?ref=menu', '/it/chi-siamo?ref=menu'],
    ])('%s → 301 %s', async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
    });

    it('leaves canonical localized paths alone', async () => {
        expect((await get('/it')).status).toBe(200);
        expect((await get('/it/chi-siamo')).status).toBe(200);
    });
});

describe('open redirects', () => {
    it.each([
        '//evil.example',
        '//evil.example/',
        '//evil.example/path.html',
        '///evil.example',
        '/\\evil.example',
        '/\\\\evil.example',
        '/\\/evil.example',
        '/%2F%2Fevil.example',
        '/%2f/evil.example',
        '/%5Cevil.example',
        '/%5c%5cevil.example/',
        '/it//evil.example',
        '/it/\\evil.example',
        '/it//evil.example/',
        '/it/%2F%2Fevil.example/',
        '/https:/evil.example',
        '/http:%2F%2Fevil.example',
        '/%09/evil.example',
        '//evil.example?next=//evil.example',
    ])('%s stays on the site', async path => {
        const res = await get(path);
        if (res.status === 301) {
            const location = String(res.headers.location);
            expect(location).toMatch(/^\/it(\/|\?|$)/);
            expect(location).not.toMatch(/^\/[/\\]/);
            expect(new URL(location, 'https://shop.test').origin).toBe('https://shop.test');
        } else {
            expect([200, 404]).toContain(res.status);
        }
    });
});

describe('routes', () => {
    it.each(['/it', '/it/Home', '/it/home'])('%s is the home page', async path => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.body).toContain('data-testid="home"');
    });

    it('a capitalisation that is not registered is not found', async () => {
        const res = await get('/it/HOME');
        expect(res.status).toBe(404);
    });

    it.each([
        '/it/Page?slug=chi-siamo',
        '/it/page?slug=chi-siamo',
        '/it/chi-siamo',
        '/it/Route?path=chi-siamo',
        '/it/route?path=/chi-siamo',
    ])('%s shows the CMS page', async path => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.body).toContain('Scintilla vende online elettronica di consumo ed elettrodomestici');
        expect(res.body).toContain('<title>Chi siamo | Scintilla</title>');
    });
});

describe('catch-all resolver: catalog paths', () => {
    it.each([
        ['/it/lavatrici', '<h1', 'Lavatrici'],
        ['/it/grandi-elettrodomestici/lavaggio/lavatrici', '<h1', 'Lavatrici'],
        ['/it/Route?path=lavatrici', '<h1', 'Lavatrici'],
        ['/it/samsung-galaxy-a55-5g', '<h1', 'Samsung Galaxy A55 5G 128 GB'],
        ['/it/p/SM-A556B/DS', '<h1', 'Samsung Galaxy A55 5G 128 GB'],
        ['/it/WW90DB7U94GBU3', '<h1', 'Samsung Bespoke AI WW90DB7U94GBU3 lavatrice 9 kg'],
    ])('%s renders what it names', async (path, tag, text) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        const heading = new RegExp(`${tag}[^>]*>[^<]*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
        expect(res.body).toMatch(heading);
    });

    it('points search engines at the one canonical address', async () => {
        const category = await get('/it/lavatrici');
        expect(category.body).toMatch(/<link rel="canonical" href="[^"]*\/it\/c\/lavatrici"/);
        const product = await get('/it/samsung-galaxy-a55-5g');
        expect(product.body).toMatch(/<link rel="canonical" href="[^"]*\/it\/p\/SM-A556B%2FDS"/);
    });
});

describe('not found', () => {
    it.each([
        '/it/pagina-che-non-esiste',
        '/it/a/b/c',
        '/it/Page',
        '/it/Page?slug=..%2F..%2Fetc',
        '/it/Page?slug=Chi-Siamo',
        '/it/Route',
        '/it/xx',
        '/it/c/categoria-che-non-esiste',
        '/it/p/CODICE-CHE-NON-ESISTE',
        '/it/chi-siamo.html',
    ])('%s answers 404 with the not-found page', async path => {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.body).toContain('Impossibile trovare questa pagina');
        expect(res.body).toContain('data-testid="not-found"');
    });

    it('a path under an unrouted locale never reaches the router', async () => {
        const res = await get('/xx');
        expect(res.status).toBe(301);
    });
});

describe('page-data errors', () => {
    it('a commerce server fault shows the error page with its status', async () => {
        shopApi.failWhen(r => r.query.includes('cmsPage') && r.variables.slug === 'pagina-rotta');
        const res = await get('/it/pagina-rotta').finally(() => shopApi.failWhen(null));
        expect(res.status).toBe(502);
        expect(res.body).toContain('oops!');
        expect(res.body).toContain('Codice errore: 502');
    });

    it('shows the error page with the status while the commerce server is down, and recovers', async () => {
        shopApi.setDown(true);
        try {
            const down = await get('/it/pagina-nuova');
            expect(down.status).toBe(503);
            expect(down.body).toContain('oops!');
            expect(down.body).toContain('La pagina che stavi cercando non è stata trovata');
            expect(down.body).toContain('Codice errore: 503');
            expect(down.body).toMatch(/href="\/"[^>]*>Torna alla home/);
            expect(down.body).toContain('href="/it/contact-us"');
            // The home page does not depend on page data and stays up.
            expect((await get('/it')).status).toBe(200);
        } finally {
            shopApi.setDown(false);
        }
        expect((await get('/it/pagina-nuova')).status).toBe(404);
        expect((await get('/it/chi-siamo')).status).toBe(200);
    });
});

describe('a redirect whose address carries a token', () => {
    it('sends the legacy reset link on with no-store, never to a shared cache', async () => {
        const res = await get('/customer/account/createPassword?token=a1b2c3d4e5f6');
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe('/it/customer/account/createPassword?token=a1b2c3d4e5f6');
        expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
        [
            '/it/customer/account/createPassword/?token=a1b2c3d4e5f6',
            '/it/customer/account/createPassword?token=a1b2c3d4e5f6',
        ],
        ['/reset-password.html?token=a1b2c3d4e5f6&x=1', '/it/reset-password?token=a1b2c3d4e5f6&x=1'],
    ])('%s → 301 with no-store', async (path, location) => {
        const res = await get(path);
        expect(res.status).toBe(301);
        expect(res.headers.location).toBe(location);
        expect(res.headers['cache-control']).toBe('no-store');
    });

    it('keeps other rule redirects cacheable for an hour', async () => {
        const res = await get('/foo?x=1');
        expect(res.status).toBe(301);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });
});
