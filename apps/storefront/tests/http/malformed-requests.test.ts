// Requests no browser of ours sends: bodies too large, streamed or not read at all, form routes posted something that
// is no form, a Host that is no host, cookies that hold no token, paths longer than anything the shop names, and a
// commerce server that does not answer. Each gets a 4xx or a 503 in a few seconds, never a 500, a 502 or a hang
// (decision 020).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkedBody, exchange, residentMb } from '../support/raw-socket';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';
import { keyboardVariantId } from '../support/catalog-fixtures';

const shop = storefrontBehindProxy();
const origin = () => shop.storefront.origin;
const host = () => new URL(origin()).host;

const PRODUCT = '/it/p/920-004523';
const FORM = 'application/x-www-form-urlencoded';

function post(path: string, body: string, headers: Record<string, string> = {}) {
    return fetch(`${origin()}${path}`, { method: 'POST', headers, body, redirect: 'manual' });
}

const REASONS = {
    unsupportedType: 'Il modulo è stato inviato in un formato che il negozio non legge.',
    unsupportedEncoding: 'Il modulo è stato inviato compresso: il negozio lo legge solo senza compressione.',
    unsupportedCharset: 'Il modulo usa una codifica dei caratteri diversa da UTF-8.',
    malformed: 'Il modulo inviato è incompleto o danneggiato.',
    tooLarge: 'I dati inviati sono troppo grandi.',
};

describe('form routes posted something that is no form', () => {
    const notForms: Array<[string, Record<string, string>, string]> = [
        ['JSON', { 'content-type': 'application/json' }, '{}'],
        ['text/plain', { 'content-type': 'text/plain' }, 'intent=coupon&code=X'],
        ['XML', { 'content-type': 'application/xml' }, '<cart><intent>coupon</intent></cart>'],
        ['no content type', {}, 'intent=coupon&code=X'],
        ['a content type that is no media type', { 'content-type': 'form' }, 'intent=coupon&code=X'],
    ];

    it.each(notForms)('the cart page answers %s with 415 and says why', async (_name, headers, body) => {
        const before = shop.shopApi.requests.length;
        const res = await post('/it/cart', body, headers);
        expect(res.status).toBe(415);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        const page = await res.text();
        expect(page).toContain('data-testid="error-page"');
        expect(page).toContain(REASONS.unsupportedType);
        expect(page).toContain('Codice errore: 415');
        // Refused before anything was asked of the commerce server about the cart.
        expect(shop.shopApi.requests.slice(before).filter(r => /Cart[A-Z]|activeOrder/.test(r.query))).toEqual([]);
    });

    it('the product page and the data requests of both answer 415 too', async () => {
        for (const path of [PRODUCT, `${PRODUCT}.data`, '/it/cart.data', '/it/Cart']) {
            const res = await post(path, '{}', { 'content-type': 'application/json' });
            expect(res.status, path).toBe(415);
        }
    });

    it('a broken multipart form is a 400', async () => {
        const broken = await post('/it/cart', 'this is not multipart', {
            'content-type': 'multipart/form-data; boundary=----shop',
        });
        expect(broken.status).toBe(400);
        expect(await broken.text()).toContain(REASONS.malformed);
        const noBoundary = await post(PRODUCT, '------shop--\r\n', { 'content-type': 'multipart/form-data' });
        expect(noBoundary.status).toBe(400);
    });

    it('a compressed form or another charset is a 415 that says which', async () => {
        const gzip = await post('/it/cart', 'intent=coupon&code=X', {
            'content-type': FORM,
            'content-encoding': 'gzip',
        });
        expect(gzip.status).toBe(415);
        expect(await gzip.text()).toContain(REASONS.unsupportedEncoding);
        for (const charset of ['iso-8859-1', 'x-unknown-charset']) {
            const res = await post('/it/cart', 'intent=coupon&code=X', {
                'content-type': `${FORM}; charset=${charset}`,
            });
            expect(res.status, charset).toBe(415);
            expect(await res.text()).toContain(REASONS.unsupportedCharset);
        }
    });

    it('still takes real forms, urlencoded with UTF-8 or multipart as browsers send them', async () => {
        const urlencoded = await post('/it/cart', 'intent=coupon&code=NONESISTE', {
            'content-type': `${FORM}; charset=UTF-8`,
        });
        expect(urlencoded.status).toBe(303);
        expect(urlencoded.headers.get('location')).toBe('/it/cart');
        const form = new FormData();
        form.set('intent', 'coupon');
        form.set('code', 'NONESISTE');
        const multipart = await fetch(`${origin()}/it/cart`, { method: 'POST', body: form, redirect: 'manual' });
        expect(multipart.status).toBe(303);
        expect(multipart.headers.get('set-cookie')).toContain('Il%20codice%20sconto%20non%20%C3%A8%20valido');
    });
});

describe('body limits', () => {
    it('refuses a declared body over 16 KiB with 413 before reading it, and closes the connection', async () => {
        const result = await exchange(
            origin(),
            `POST /it/cart HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: ${FORM}\r\nContent-Length: 314572800\r\n\r\n`,
            { waitMs: 5_000 },
        );
        expect(result.status).toBe(413);
        expect(result.response).toMatch(/\r\nConnection: close\r\n/i);
        expect(result.response).toContain(REASONS.tooLarge);
        expect(result.closed).toBe(true);
        expect(result.elapsedMs).toBeLessThan(3_000);
    });

    it('refuses a JSON body over 8 KiB on /api with a JSON 413', async () => {
        const res = await post(
            '/api/cart/add',
            JSON.stringify({ variantId: '1', quantity: 1, pad: 'x'.repeat(9000) }),
            {
                'content-type': 'application/json',
            },
        );
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ error: 'Body too large' });
    });

    it('takes a cart form of 16 KiB minus a byte, and refuses one a byte longer', async () => {
        const body = (size: number) => {
            const head = 'intent=coupon&code=NONESISTE&pad=';
            return head + 'x'.repeat(size - head.length);
        };
        expect((await post('/it/cart', body(16 * 1024), { 'content-type': FORM })).status).toBe(303);
        expect((await post('/it/cart', body(16 * 1024 + 1), { 'content-type': FORM })).status).toBe(413);
    });

    it.each([
        ['the cart page action', '/it/cart', FORM],
        ['a data request', '/it/cart.data', FORM],
        ['an /api change', '/api/cart/add', 'application/json'],
    ])(
        'stops reading a streamed 300 MB body posted to %s: 413, connection closed, memory flat',
        async (_name, path, type) => {
            const before = await residentMb(shop.storefront.pid);
            const result = await exchange(
                origin(),
                `POST ${path} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
                { body: chunkedBody(300 * 1024 * 1024), waitMs: 15_000 },
            );
            const after = await residentMb(shop.storefront.pid);
            console.log(`[rss] ${path}: ${before} MB before, ${after} MB after a streamed 300 MB body`);
            expect(result.status).toBe(413);
            expect(result.response).toMatch(/\r\nConnection: close\r\n/i);
            expect(result.closed).toBe(true);
            expect(result.elapsedMs).toBeLessThan(5_000);
            // The server stopped taking bytes long before the end: socket buffers, not the body, were filled.
            expect(result.bodyBytesSent).toBeLessThan(64 * 1024 * 1024);
            expect(after - before).toBeLessThan(64);
        },
        30_000,
    );

    it.each([
        ['a page without an action', '/it/chi-siamo'],
        ['a GET-like endpoint', '/api/cart/load'],
        ['an unknown /api method', '/api/cart/nothing'],
    ])(
        'closes the connection of a large body posted to %s, which never reads it',
        async (_name, path) => {
            const result = await exchange(
                origin(),
                `POST ${path} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
                { body: chunkedBody(300 * 1024 * 1024), waitMs: 15_000 },
            );
            expect(result.status).toBeGreaterThanOrEqual(400);
            expect(result.status).toBeLessThan(500);
            expect(result.response).toMatch(/\r\nConnection: close\r\n/i);
            expect(result.closed).toBe(true);
            expect(result.elapsedMs).toBeLessThan(5_000);
        },
        30_000,
    );

    it('keeps the connection of an ordinary request open', async () => {
        const result = await exchange(origin(), `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`, { waitMs: 1_000 });
        expect(result.status).toBe(200);
        expect(result.closed).toBe(false);
    });
});

describe('Host header', () => {
    it.each([
        ['a space', 'Host: a b\r\n'],
        ['an empty value', 'Host: \r\n'],
        ['a path', 'Host: shop.test/it\r\n'],
        ['user information', 'Host: user@shop.test\r\n'],
        ['a port out of range', 'Host: shop.test:99999\r\n'],
    ])('answers a Host with %s with 400 on every page', async (_name, hostLine) => {
        for (const path of ['/it', '/it/cart', '/api/cart/load']) {
            const result = await exchange(origin(), `GET ${path} HTTP/1.1\r\n${hostLine}Connection: close\r\n\r\n`);
            expect(result.status, path).toBe(400);
        }
        const page = await exchange(origin(), `GET /it HTTP/1.1\r\n${hostLine}Connection: close\r\n\r\n`);
        expect(page.response).toContain('La richiesta non indica un indirizzo valido.');
    });

    it('serves names, addresses and ports that are hosts', async () => {
        for (const value of ['shop.test', 'www.negozio.it:8080', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
            const res = await rawRequest(origin(), '/it', { headers: { host: value } });
            expect(res.status, value).toBe(200);
        }
    });
});

describe('malformed cookies', () => {
    it('drops a session cookie holding a control character and clears it', async () => {
        const res = await rawRequest(origin(), '/api/cart/load', { headers: { cookie: 'vendure-token=%00' } });
        expect(res.status).toBe(200);
        expect(JSON.parse(res.body)).toMatchObject({ cart: { totalQuantity: 0 } });
        expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^vendure-token=; Path=\/; .*Max-Age=0/)]);
    });

    it('lets that shopper fill a cart again: the add goes out without the cookie and starts a new session', async () => {
        const before = shop.shopApi.requests.length;
        const res = await fetch(`${origin()}/api/cart/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: 'vendure-token=%00' },
            body: JSON.stringify({ variantId: await keyboardVariantId(), quantity: 1 }),
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('set-cookie')).toMatch(/^vendure-token=[0-9a-f]{20,}; Path=\/; HttpOnly/);
        const add = shop.shopApi.requests.slice(before).find(r => r.query.includes('addItemToOrder'));
        expect(add).toBeDefined();
        expect(add?.headers.authorization).toBeUndefined();
    });

    it('never sends a malformed store, wishlist or forwarded cookie on', async () => {
        const before = shop.shopApi.requests.length;
        const cookie = 'store=%0A; wishlist=%00; cart=%00; country=IT; vendure-token=%E2%82%AC';
        const cart = await rawRequest(origin(), '/api/cart/load', { headers: { cookie } });
        expect(cart.status).toBe(200);
        const wishlist = await rawRequest(origin(), '/api/wishlist/load', { headers: { cookie } });
        expect(wishlist.status).toBe(200);
        expect(wishlist.headers['set-cookie']).toEqual(
            expect.arrayContaining([expect.stringMatching(/^wishlist=; Path=\/; .*Max-Age=0/)]),
        );
        const calls = shop.shopApi.requests.slice(before);
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) {
            expect(call.headers['x-store']).toBe('default');
            expect(call.headers['x-wishlist-token']).toBeUndefined();
            expect(call.headers.authorization).toBeUndefined();
            expect(call.headers.cookie ?? '').not.toContain('cart=');
        }
    });

    it('renders pages for a shopper with such a cookie', async () => {
        const res = await rawRequest(origin(), '/it/cart', { headers: { cookie: 'vendure-token=%00; store=%00' } });
        expect(res.status).toBe(200);
        expect(res.body).toContain('data-testid="cart-page"');
    });
});

describe('long paths', () => {
    it.each([129, 200, 300])('a path of %i characters under /it/ is a 404, not a 502', async n => {
        const before = shop.shopApi.requests.length;
        const res = await rawRequest(origin(), `/it/${'a'.repeat(n)}`);
        expect(res.status).toBe(404);
        expect(res.body).toContain('data-testid="not-found"');
        // Longer than any content page slug: not asked as one.
        expect(shop.shopApi.requests.slice(before).filter(r => r.query.includes('cmsPage'))).toEqual([]);
    });

    it('a content page slug over 128 characters is a 404 without asking the commerce server', async () => {
        const before = shop.shopApi.requests.length;
        const res = await rawRequest(origin(), `/it/Page?slug=${'a'.repeat(129)}`);
        expect(res.status).toBe(404);
        expect(shop.shopApi.requests.slice(before).filter(r => r.query.includes('cmsPage'))).toEqual([]);
        expect((await rawRequest(origin(), `/it/Page?slug=${'a'.repeat(128)}`)).status).toBe(404);
    });

    it('an absurd URL is a 414', async () => {
        const res = await rawRequest(origin(), `/it/${'a'.repeat(5000)}`);
        expect(res.status).toBe(414);
        expect(res.body).toContain('L’indirizzo richiesto è troppo lungo.');
        expect((await rawRequest(origin(), `/it/search?q=tv&x=${'a'.repeat(5000)}`)).status).toBe(414);
    });
});

describe('time limits', () => {
    let silent: http.Server;
    let slow: StorefrontProcess;

    beforeAll(async () => {
        // A commerce server that takes connections and never answers.
        silent = http.createServer(() => undefined);
        await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve));
        const { port } = silent.address() as AddressInfo;
        slow = await startStorefront({
            VENDURE_SHOP_API_URL: `http://127.0.0.1:${port}/shop-api`,
            REQUEST_DEADLINE_SECONDS: '1',
        });
    });

    afterAll(async () => {
        await slow?.stop();
        silent?.closeAllConnections();
        await new Promise(resolve => silent?.close(resolve));
    });

    it('answers a page with a short Italian 503 once the deadline passes, not after the commerce timeouts', async () => {
        const started = Date.now();
        const res = await rawRequest(slow.origin, '/it/chi-siamo');
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('10');
        expect(res.headers['cache-control']).toBe('no-store, no-transform');
        expect(res.body).toContain('<html lang="it">');
        expect(res.body).toContain('Il negozio sta impiegando troppo tempo a rispondere. Riprova tra qualche istante.');
    });

    it('answers an /api call with a JSON 503', async () => {
        const res = await rawRequest(slow.origin, '/api/catalog/search?q=televisore');
        expect(res.status).toBe(503);
        expect(JSON.parse(res.body)).toEqual({ error: 'The shop took too long to answer' });
    });

    it('closes a connection whose headers never finish (408 after 10 s)', async () => {
        const result = await exchange(slow.origin, `GET /it HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: `, {
            waitMs: 16_000,
        });
        expect(result.closed).toBe(true);
        expect(result.status).toBe(408);
        expect(result.elapsedMs).toBeGreaterThanOrEqual(9_000);
        expect(result.elapsedMs).toBeLessThan(15_000);
    }, 20_000);
});
