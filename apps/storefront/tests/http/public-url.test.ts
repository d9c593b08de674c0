// Behind a TLS-terminating proxy: absolute URLs always on PUBLIC_URL (a forged Host or X-Forwarded-* reaches no answer,
// cached or not), X-Forwarded-* believed only from TRUSTED_PROXY_HOPS proxies, and no production start without PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, TEST_PUBLIC_URL, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;
let behindProxy: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    [storefront, behindProxy] = await Promise.all([
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url }),
        startStorefront({ VENDURE_SHOP_API_URL: shopApi.url, TRUSTED_PROXY_HOPS: '1' }),
    ]);
});

afterAll(async () => {
    await Promise.all([storefront?.stop(), behindProxy?.stop()]);
    await shopApi?.close();
});

const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

/** Every absolute http(s) URL in an answer (attributes, JSON-LD, XML, plain text). */
function absoluteUrls(body: string): string[] {
    return [...body.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map(m => m[0]);
}

/**
 * Absolute URLs naming PUBLIC_URL, the forged host or the storefront's own address. (The page data also carries the
 * commerce server's picture URLs, which the storefront turns into /assets/ paths; they name the commerce server.)
 */
function shopUrls(body: string, storefrontOrigin: string): string[] {
    return absoluteUrls(body).filter(
        url => url.includes('negozio.example') || url.includes('evil.example') || url.startsWith(storefrontOrigin),
    );
}

const PRODUCT = '/it/p/SM-A556B%2FDS';

describe('a forged Host, X-Forwarded-Host and X-Forwarded-Proto', () => {
    // Both storefronts: one trusting no proxy, one trusting the hop the forged headers claim to come from.
    for (const which of ['no trusted proxy', 'one trusted proxy'] as const) {
        const origin = () => (which === 'no trusted proxy' ? storefront : behindProxy).origin;

        it(`reach no absolute URL in robots.txt, sitemap.xml or a product page (${which})`, async () => {
            const robots = await rawRequest(origin(), '/robots.txt', { headers: FORGED });
            expect(robots.status).toBe(200);
            expect(robots.headers['cache-control']).toBe('public, max-age=3600');
            expect(robots.body).toContain(`\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`);
            expect(robots.body).not.toContain('evil.example');

            const sitemap = await rawRequest(origin(), '/sitemap.xml', { headers: FORGED });
            expect(sitemap.status).toBe(200);
            expect(sitemap.headers['cache-control']).toBe('public, max-age=3600');
            const locs = [...sitemap.body.matchAll(/<loc>(.*?)<\/loc>/g)].map(m => m[1] as string);
            expect(locs.length).toBeGreaterThan(200);
            expect(locs.filter(loc => !loc.startsWith(`${TEST_PUBLIC_URL}/it`))).toEqual([]);
            expect(sitemap.body).not.toContain('evil.example');

            const product = await rawRequest(origin(), PRODUCT, { headers: FORGED });
            expect(product.status).toBe(200);
            expect(product.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${PRODUCT}"/>`);
            expect(product.body).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}${PRODUCT}"/>`);
            expect(product.body).toMatch(
                new RegExp(`<meta property="og:image" content="${TEST_PUBLIC_URL}/assets/[^"]+"/>`),
            );
            // JSON-LD (Product and BreadcrumbList) names the same addresses.
            expect(product.body).toContain(`"url":"${TEST_PUBLIC_URL}${PRODUCT}"`);
            expect(product.body).toContain(`"item":"${TEST_PUBLIC_URL}/it"`);
            expect(product.body).not.toContain('evil.example');
            const elsewhere = shopUrls(product.body, origin()).filter(
                url => url !== TEST_PUBLIC_URL && !url.startsWith(`${TEST_PUBLIC_URL}/`),
            );
            expect(elsewhere).toEqual([]);

            const category = await rawRequest(origin(), '/it/c/televisori', { headers: FORGED });
            expect(category.status).toBe(200);
            expect(category.body).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/it/c/televisori"/>`);
            expect(category.body).not.toContain('evil.example');
        });

        it(`leave nothing behind for the next shopper (${which})`, async () => {
            for (const path of ['/robots.txt', '/sitemap.xml', PRODUCT]) {
                await rawRequest(origin(), path, { headers: FORGED });
                const after = await rawRequest(origin(), path);
                expect(after.status).toBe(200);
                expect(after.body).not.toContain('evil.example');
                expect(after.body).toContain(TEST_PUBLIC_URL);
            }
        });
    }
});

describe('TRUSTED_PROXY_HOPS', () => {
    // A proxy that answers for another name of the shop passes it on with its port (nginx: `$host:$server_port`); a
    // POST from that page carries it as Origin. The /api site check compares Origin with the host the request names.
    const post = (origin: string, headers: Record<string, string>) =>
        fetch(`${origin}/api/cart/add`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                'x-forwarded-host': 'negozio-b.example:8443',
                'x-forwarded-proto': 'https',
                'x-forwarded-for': '203.0.113.7',
                ...headers,
            },
            body: '{',
        });

    it('0 (the default) believes no X-Forwarded-* header: a client cannot name its own site as ours', async () => {
        const res = await post(storefront.origin, { origin: 'https://negozio-b.example:8443' });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: 'Requests from other sites are not accepted' });
    });

    it("1 believes the proxy's host and scheme: the same POST passes the site check and reaches the body's", async () => {
        const res = await post(behindProxy.origin, { origin: 'https://negozio-b.example:8443' });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: 'Body is not valid JSON' });
    });

    it('accepts a POST from the public address whatever the proxy passes on, and refuses other sites', async () => {
        for (const shop of [storefront, behindProxy]) {
            const own = await post(shop.origin, { origin: TEST_PUBLIC_URL });
            expect(own.status).toBe(400);
            expect(await own.json()).toEqual({ error: 'Body is not valid JSON' });
            const other = await post(shop.origin, { origin: 'https://evil.example' });
            expect(other.status).toBe(403);
        }
    });
});

describe('starting in production', () => {
    it('refuses to start without PUBLIC_URL and says what to set', async () => {
        await expect(startStorefront({ VENDURE_SHOP_API_URL: shopApi.url, PUBLIC_URL: '' })).rejects.toThrow(
            "PUBLIC_URL: required in production: the shop's public address, e.g. https://www.example.it",
        );
    });
});
