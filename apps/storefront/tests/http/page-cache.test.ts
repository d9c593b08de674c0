// Catalog pages kept for shoppers without cookies (decision 041): served again with the new response's nonce, never to
// a request with cookies, never for other pages or answers.
import http from 'node:http';
import zlib from 'node:zlib';

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

/** A GET whose body is kept as the bytes that came over the wire (compressed, if the server compressed it). */
function getBytes(path: string, headers: Record<string, string>) {
    return new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http.get(new URL(path, storefront.origin), { headers }, res => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
    });
}

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

    it('sends a page without cookies compressed with brotli, small enough for a first flight, kept or not', async () => {
        const path = '/it/c/lavatrici?sort=name';
        const br = { 'accept-encoding': 'gzip, deflate, br' };
        const [miss, hit] = [await getBytes(path, br), await getBytes(path, br)];
        expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit']);
        const pages = [miss, hit].map(answer => {
            expect(answer.headers['content-encoding']).toBe('br');
            expect(answer.headers['vary']).toBe('Accept-Encoding');
            return zlib.brotliDecompressSync(answer.bytes).toString('utf8');
        });
        const [oldNonce, newNonce] = [nonceOf(miss.headers), nonceOf(hit.headers)];
        expect(pages[1]!.split(newNonce).join('N')).toBe(pages[0]!.split(oldNonce).join('N'));
        expect(pages[1]).toContain('Bosch Serie 6 WGG244A9II lavatrice 9 kg');

        // Harder than the quickest setting: a tenth smaller at least, and within TCP's first flight of 14.6 KB.
        const quickest = zlib.brotliCompressSync(pages[1]!, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
        for (const answer of [miss, hit]) {
            expect(answer.bytes.length).toBeLessThan(quickest.length * 0.9);
            expect(answer.bytes.length).toBeLessThan(14_600);
        }

        // A page rendered for a shopper with cookies is compressed at the quickest setting: rendering already costs.
        const rendered = await getBytes(path, { ...br, cookie: 'returning=1' });
        expect(rendered.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(rendered.bytes).toString('utf8')).toContain('Bosch Serie 6 WGG244A9II');
        expect(rendered.bytes.length).toBeGreaterThan(hit.bytes.length * 1.1);
    });

    it('sends a kept page gzipped to a browser without brotli, and whole to one that asks for nothing', async () => {
        await get('/it/c/lavatrici?sort=price_desc');
        const gzipped = await getBytes('/it/c/lavatrici?sort=price_desc', { 'accept-encoding': 'gzip' });
        expect(gzipped.headers['x-page-cache']).toBe('hit');
        expect(gzipped.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(gzipped.bytes).toString('utf8')).toContain('Bosch Serie 6 WGG244A9II lavatrice 9 kg');
        const plain = await getBytes('/it/c/lavatrici?sort=price_desc', { 'accept-encoding': 'identity' });
        expect(plain.headers['x-page-cache']).toBe('hit');
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.bytes.toString('utf8')).toContain('Bosch Serie 6 WGG244A9II lavatrice 9 kg');
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

    it('gives crawlers the page it keeps for browsers: both get the whole document at once', async () => {
        const browser = await get('/it/p/WGG244A9II', {
            'user-agent':
                'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36',
        });
        const crawler = await get('/it/p/WGG244A9II', {
            'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        });
        expect(crawler.status).toBe(200);
        expect(crawler.headers['x-page-cache']).toBe('hit');
        // No part sent hidden with a script to reveal it: the route's data is in place.
        for (const page of [browser, crawler]) {
            expect(page.body).not.toContain('<template id="B:');
            expect(page.body).not.toContain('<div hidden id="S:');
            expect(page.body).toContain('window.__reactRouterContext.streamController.enqueue');
        }
    });
});
