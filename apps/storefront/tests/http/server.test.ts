// The HTTP server's cross-cutting duties: security headers, outgoing commerce calls, caching, proxy, static files.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readBootArguments as bootArguments } from '../../app/lib/http/deferred-hydration.server';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    storefront = await startStorefront({
        VENDURE_SHOP_API_URL: shopApi.url,
        REVIEW_LINK_URL: 'https://recensioni.example/negozio',
        CUSTOMER_SERVICE_EMAIL: 'aiuto@negozio.test',
    });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

const get = (path: string, headers?: Record<string, string>) => rawRequest(storefront.origin, path, { headers });

function expectSecurityHeaders(headers: Record<string, unknown>) {
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['x-powered-by']).toBeUndefined();
}

describe('the main menu', () => {
    it('is rendered in the page, not sent in the data the page hydrates from', async () => {
        const res = await get('/it/c/lavatrici');
        expect(res.status).toBe(200);
        const menu = res.body.slice(res.body.indexOf('data-testid="desktop-menu"'));
        const menuHtml = menu.slice(0, menu.indexOf('</nav>'));
        // Each top category a link to its page, so the menu leads somewhere before (and without) JavaScript.
        expect(menuHtml).toMatch(/<a href="\/it\/c\/telefonia"[^>]*>Telefonia</);
        const data = res.body.slice(res.body.indexOf('streamController.enqueue'));
        expect(data).toContain('hasMenu');
        expect(data).not.toContain('Telefonia');
        expect(data).not.toContain('/it/c/smartphone-android');
    });

    it("writes the footer's CMS blocks in the page, but not in the data the page hydrates from", async () => {
        const res = await get('/it/c/lavatrici');
        const footer = res.body.slice(res.body.indexOf('data-testid="site-footer"'));
        expect(footer).toContain('>Spedizioni e consegne</a>');
        expect(footer).toContain('Tutti i diritti riservati');
        const data = res.body.slice(res.body.indexOf('streamController.enqueue'));
        expect(data).toContain('footerLeftOut');
        expect(data).not.toContain('Spedizioni e consegne');
        expect(data).not.toContain('Tutti i diritti riservati');
        // A navigation's data carries them, for a layout rendered in the browser.
        const navigation = await get('/it/c/lavatrici.data');
        expect(navigation.body).toContain('Tutti i diritti riservati');
        expect(navigation.body).not.toContain('footerLeftOut');
    });

    it('answers GET /api/catalog/menu with its items for the browser, public and cached', async () => {
        const res = await get('/api/catalog/menu?locale=it');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
        const { items } = JSON.parse(res.body) as {
            items: Array<{ label: string; href: string; children: unknown[] }>;
        };
        const tv = items.find(item => item.label === 'TV e Audio');
        expect(tv?.href).toBe('/it/c/tv-e-audio');
        expect(JSON.stringify(tv?.children)).toContain('"href":"/it/c/tv-oled"');
    });

    it('refuses a language the shop does not speak with a 400 and a message', async () => {
        const res = await get('/api/catalog/menu?locale=xx');
        expect(res.status).toBe(400);
        expect(JSON.parse(res.body)).toEqual({
            error: 'invalidLocale',
            message: 'locale must be one of the shop’s languages',
        });
        expect(res.headers['cache-control']).toBe('no-store');
    });
});

describe('home with commerce data', () => {
    it('renders the menu and CMS blocks, and the layout text from the catalog', async () => {
        const res = await get('/it');
        expect(res.status).toBe(200);
        for (const text of [
            'TV e Audio',
            'Smartphone',
            'Spedizione gratuita in Italia da 100 €',
            'Resi gratuiti entro 30 giorni',
            'Via dell’Elettricità 12',
            'Chi siamo',
            'Iscriviti per ricevere offerte e novità in anteprima.',
            `© ${new Date().getFullYear()} Scintilla S.r.l.`,
            'alt="Samsung"',
            'Servizio clienti',
            'aiuto@negozio.test',
            'https://recensioni.example/negozio',
        ]) {
            expect(res.body, text).toContain(text);
        }
        // Category links get the locale (the home page's tiles); CMS links too.
        expect(res.body).toContain('href="/it/c/smartphone"');
        expect(res.body).toContain('href="/it/chi-siamo"');
        expect(res.body).toContain('<meta name="theme-color" content="#D41025"/>');
        expect(res.body).toContain('<title>Scintilla</title>');
    });

    it('preloads the first hero picture at its shown size, and server-renders the rows of products', async () => {
        const res = await get('/it');
        const attributes = (tag: string) =>
            // HTML attribute names ignore case (React writes srcSet, fetchPriority).
            Object.fromEntries(
                [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value]),
            );
        const head = res.body.slice(0, res.body.indexOf('</head>'));
        const preloads = [...head.matchAll(/<link [^>]*rel="preload"[^>]*>/g)]
            .map(match => attributes(match[0]))
            .filter(link => link.as === 'image');
        const hero = [...res.body.matchAll(/<img [^>]*>/g)]
            .map(match => attributes(match[0]))
            .find(img => img.width === '1600' && img.height === '900');
        expect(hero, 'the first slide as a sized <img>').toBeDefined();
        expect(hero!.fetchpriority).toBe('high');
        // In a <picture> whose AVIF source is what a browser reading AVIF fetches: the preload names that source.
        const avif = [...res.body.matchAll(/<source [^>]*>/g)]
            .map(match => attributes(match[0]))
            .find(source => source.srcset === hero!.srcset!.replaceAll('format=webp', 'format=avif'));
        expect(avif, 'the first slide’s AVIF source').toMatchObject({ type: 'image/avif', sizes: hero!.sizes });
        expect(preloads).toContainEqual(
            expect.objectContaining({
                imagesrcset: avif!.srcset,
                imagesizes: hero!.sizes,
                fetchpriority: 'high',
                type: 'image/avif',
            }),
        );
        for (const text of [
            'Offerte della settimana',
            'Vedi tutte le offerte',
            'I più venduti',
            'Scopri le categorie',
        ]) {
            expect(res.body, text).toContain(text);
        }
        expect(res.body).toContain('href="/it/marca/samsung"');
        expect(res.body.match(/data-testid="product-card"/g)?.length).toBeGreaterThanOrEqual(9);
    });

    it('caches public data in the process instead of asking the commerce server every time', async () => {
        await get('/it');
        const before = shopApi.requests.length;
        await Promise.all([get('/it'), get('/it/Home'), get('/')]);
        expect(shopApi.requests.length).toBe(before);
    });

    it('never lets shared caches keep pages', async () => {
        const res = await get('/it');
        expect(res.headers['cache-control']).toMatch(/private/);
    });
});

describe('outgoing calls to the commerce server', () => {
    // Public data is shared by every shopper, so it is asked for with the market's defaults, never a shopper's cookies.
    it('carry store, locale, country, accept-language, market and currency as JSON requests', async () => {
        await get('/it/chi-siamo', { cookie: 'vendure-token=secret', 'accept-language': 'en-US' });
        const call = shopApi.requests.find(r => r.query.includes('cmsPage') && r.variables.slug === 'chi-siamo');
        expect(call).toBeDefined();
        expect(call?.headers).toMatchObject({
            'content-type': 'application/json',
            'accept-language': 'it-IT',
            'x-store': 'default',
            'x-locale': 'it',
            'x-country': 'IT',
            'x-market': 'it',
            'x-currency': 'EUR',
        });
        expect(call?.headers.authorization).toBeUndefined();
        expect(call?.headers.cookie).toBeUndefined();
        expect(call?.url).toContain('languageCode=it');
        expect(call?.variables).toMatchObject({ slug: 'chi-siamo', locale: 'it' });
    });
});

describe('security headers', () => {
    it.each(['/it', '/it/nope', '/foo', '/sw.js', '/favicon.svg', '/api/x/y', '/offline'])('on %s', async path => {
        expectSecurityHeaders((await get(path)).headers);
    });

    it('uses a fresh nonce per response, the one the inline scripts carry', async () => {
        const [a, b] = await Promise.all([get('/it'), get('/it')]);
        const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
        const nonce = nonceOf(a.headers['content-security-policy']);
        expect(nonce).toBeTruthy();
        expect(nonce).not.toBe(nonceOf(b.headers['content-security-policy']));
        const scripts = [...a.body.matchAll(/<script\b[^>]*>/g)].map(m => m[0]);
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    });
});

describe('/assets proxy', () => {
    it('serves commerce server images from the storefront origin', async () => {
        const res = await get('/assets/placeholder.png');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
    });

    it.each(['/assets/placeholder.png', '/assets/visa.png'])('gives %s no document-only policies', async path => {
        const res = await get(path);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        for (const name of ['permissions-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'])
            expect(res.headers[name], name).toBeUndefined();
        expect(String(res.headers['content-security-policy'] ?? '')).not.toContain('nonce-');
        // A page keeps all of them.
        const page = await get('/it');
        for (const name of ['permissions-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'])
            expect(page.headers[name], name).toBeDefined();
    });

    it.each(['/assets/../shop-api', '/assets/%2e%2e/shop-api', '/assets/..%2Fshop-api', '/assets/a\\..\\..\\shop-api'])(
        'refuses to leave /assets: %s',
        async path => {
            const res = await get(path);
            expect(res.status).toBe(404);
        },
    );
});

describe('static files and service worker', () => {
    it('serves hashed bundles with a long immutable cache', async () => {
        const home = await get('/it');
        const bundle = /\/static\/[^"]+\.js/.exec(home.body)?.[0];
        expect(bundle).toBeDefined();
        const res = await get(bundle as string);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    });

    it('gives bundles the headers that apply to scripts, without the document-only policies', async () => {
        const home = await get('/it');
        const bundle = /\/static\/entry\.client-[^"]+\.js/.exec(home.body)?.[0] as string;
        const res = await get(bundle);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
        expect(res.headers['content-security-policy']).toBeUndefined();
        expect(res.headers['last-modified']).toBeUndefined();
    });

    it('answers a bundle that is not there with a plain 404', async () => {
        const res = await get('/static/entry.client-nonesiste.js');
        expect(res.status).toBe(404);
        expect(res.body).toBe('Not found');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('serves bundles precompressed with brotli, and gzip to browsers without it', async () => {
        const home = await get('/it');
        const bundle = /\/static\/entry\.client-[^"]+\.js/.exec(home.body)?.[0] as string;
        const br = await get(bundle, { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/Accept-Encoding/i);
        expect(br.headers['cache-control']).toMatch(/immutable/);
        expect((await get(bundle, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
        expect((await get(bundle)).headers['content-encoding']).toBeUndefined();
    });

    it('keeps the first-load JavaScript of home within 150 KB as transferred', async () => {
        const home = await get('/it');
        // The boot script names every chunk the page preloads once it has painted (decision 008).
        const scripts = new Set(bootArguments(home.body).hrefs);
        expect([...scripts].some(src => src.startsWith('/static/entry.client-'))).toBe(true);
        expect(scripts.size).toBeGreaterThan(3);
        let total = 0;
        for (const src of scripts) {
            const res = await get(src, { 'accept-encoding': 'gzip, deflate, br' });
            total += Number(res.headers['content-length']);
        }
        expect(total).toBeLessThanOrEqual(150 * 1024);
    });

    it('loads the page scripts after the first paint: no preload links, one boot script with the CSP nonce', async () => {
        const home = await get('/it');
        const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))?.[1];
        expect(nonce).toBeTruthy();
        const head = home.body.slice(0, home.body.indexOf('</head>'));
        expect(head).not.toContain('rel="modulepreload"');
        expect(home.body).not.toContain('type="module"');
        const { hrefs, code } = bootArguments(home.body);
        expect(home.body).toContain(`<script nonce="${nonce}">(function(hrefs,code){`);
        expect(code).toMatch(/import\("\/static\/entry\.client-[^"]+\.js"\)/);
        expect(hrefs.length).toBeGreaterThan(3);
        for (const href of hrefs) expect(href).toMatch(/^\/static\/[\w.-]+\.js$/);
    });

    it('serves /sw.js with scope / and no long cache', async () => {
        const res = await get('/sw.js');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['service-worker-allowed']).toBe('/');
        expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves the offline page in Italian', async () => {
        const res = await get('/offline');
        expect(res.status).toBe(200);
        expect(res.body).toContain('Sei offline');
    });

    it('compresses text answers', async () => {
        const res = await get('/it', { 'accept-encoding': 'gzip' });
        expect(res.headers['content-encoding']).toBe('gzip');
    });
});

describe('/api endpoints', () => {
    it('answers an unknown method with a JSON 404', async () => {
        const res = await rawRequest(storefront.origin, '/api/nope/nothing', { method: 'POST' });
        expect(res.status).toBe(404);
        expect(JSON.parse(res.body)).toEqual({ error: 'Unknown method' });
    });

    it('removes the message cookie on dismiss (httpOnly, SameSite=Lax, Secure in production)', async () => {
        const res = await rawRequest(storefront.origin, '/api/message/dismiss', {
            method: 'POST',
            headers: { cookie: 'message=%7B%22message%22%3A%22x%22%7D', 'content-type': 'application/json' },
        });
        expect(res.status).toBe(200);
        const cookie = String(res.headers['set-cookie']);
        expect(cookie).toMatch(/^message=;/);
        expect(cookie).toContain('Max-Age=0');
        expect(cookie).toContain('HttpOnly');
        expect(cookie).toContain('SameSite=Lax');
        expect(cookie).toContain('Secure');
    });
});
