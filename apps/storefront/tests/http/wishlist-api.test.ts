// The browser's wishlist endpoints (/api/wishlist/*) over HTTP against the production build and the real commerce
// server (through a recording proxy): validation, the guest cookie, the token header, answers and failures.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;
let skus: string[];

interface Answer {
    status: number;
    cacheControl: string | null;
    setCookies: string[];
    body: Record<string, unknown>;
}

async function call(path: string, init: { body?: unknown; raw?: string; cookie?: string; method?: string } = {}) {
    const headers: Record<string, string> = {};
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${storefront.origin}${path}`, {
        method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
        headers,
        body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
        redirect: 'manual',
    });
    const answer: Answer = {
        status: res.status,
        cacheControl: res.headers.get('cache-control'),
        setCookies: res.headers.getSetCookie(),
        body: (await res.json()) as Record<string, unknown>,
    };
    return answer;
}

/** The `wishlist=<token>` pair a Set-Cookie header carries. */
function wishlistCookie(answer: Answer): string {
    const header = answer.setCookies.find(cookie => cookie.startsWith('wishlist='));
    expect(header).toBeDefined();
    return (header as string).split(';')[0] as string;
}

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: shopApi.url });
    // Two SKUs the catalog sells, asked of the commerce server itself.
    const res = await fetch(inject('shopApiUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: '{ catalogListing(input: { take: 2, categorySlug: "lavatrici" }) { items { sku } } }',
        }),
    });
    const data = (await res.json()) as { data: { catalogListing: { items: Array<{ sku: string }> } } };
    skus = data.data.catalogListing.items.map(item => item.sku);
    expect(skus).toHaveLength(2);
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

describe('validation: 400 with { error }, never cached', () => {
    it('refuses a body that is not JSON with 415, before any call', async () => {
        const before = shopApi.requests.length;
        const res = await call('/api/wishlist/toggle', { raw: 'sku=A' });
        expect(res.status).toBe(415);
        expect(res.cacheControl).toBe('no-store');
        expect(res.body).toEqual({ error: 'Send the body as application/json' });
        expect(shopApi.requests.length).toBe(before);
    });

    it.each([
        ['/api/wishlist/toggle', { body: {} }, 'sku is required'],
        ['/api/wishlist/toggle', { body: { sku: '' } }, 'sku must not be empty'],
        ['/api/wishlist/update', { body: { itemUid: 'wishlist-item::1', quantity: 0 } }, 'quantity must be at least 1'],
        ['/api/wishlist/update', { body: { itemUid: 'x', quantity: 2 } }, 'itemUid must be a wishlist item uid'],
        ['/api/wishlist/remove', { body: { itemUid: 42 } }, 'itemUid must be a wishlist item uid'],
        [
            '/api/wishlist/load?pageToken=not%20a%20token',
            {},
            'pageToken must be the nextPageToken of the previous page',
        ],
        [
            `/api/wishlist/has-items?${Array.from({ length: 101 }, (_, i) => `sku=S${i}`).join('&')}`,
            {},
            'At most 100 skus can be checked at once',
        ],
    ])('%s %j → %s', async (path, init, error) => {
        const before = shopApi.requests.length;
        const res = await call(path, init);
        expect(res.status).toBe(400);
        expect(res.cacheControl).toBe('no-store');
        expect(res.body).toEqual({ error, code: 'invalid' });
        // Refused before it reaches the commerce server.
        expect(shopApi.requests.length).toBe(before);
    });

    it('a product the catalog does not sell is refused with the commerce server’s reason', async () => {
        const res = await call('/api/wishlist/toggle', { body: { sku: 'NO-SUCH-SKU' } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'This product cannot be added to the wishlist', code: 'cannotAdd' });
        expect(res.setCookies).toEqual([]);
    });

    it('a method in the wrong table is a JSON 404', async () => {
        expect((await call('/api/wishlist/toggle')).status).toBe(404);
        expect((await call('/api/wishlist/load', { body: {} })).status).toBe(404);
    });
});

describe("a guest's wishlist", () => {
    it('starts empty without a cookie', async () => {
        const res = await call(`/api/wishlist/has-items?sku=${encodeURIComponent(skus[0] as string)}`);
        expect(res.status).toBe(200);
        expect(res.cacheControl).toBe('no-store');
        expect(res.body).toEqual({ items: [], totalItems: 0 });
        const load = await call('/api/wishlist/load');
        expect(load.body).toEqual({ items: [], totalItems: 0, nextPageToken: null });
    });

    it('toggle, membership, load, quantity and remove, named by the httpOnly cookie', async () => {
        const [first, second] = skus as [string, string];
        const added = await call('/api/wishlist/toggle', { body: { sku: first } });
        expect(added.status).toBe(200);
        expect(added.cacheControl).toBe('no-store');
        expect(added.body).toMatchObject({ inWishlist: true, totalItems: 1, item: { sku: first, quantity: 1 } });
        const cookieHeader = added.setCookies.find(cookie => cookie.startsWith('wishlist='));
        // The storefront runs in production mode here, so the cookie is Secure too.
        expect(cookieHeader).toMatch(
            /^wishlist=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure$/,
        );
        const cookie = wishlistCookie(added);
        const token = cookie.slice('wishlist='.length);

        // The re-check after the add already named the new wishlist by its token, as a header and not as a cookie.
        const recheck = shopApi.requests.filter(r => r.query.includes('wishlistHasItems')).at(-1);
        expect(recheck?.headers['x-wishlist-token']).toBe(token);
        expect(recheck?.headers.cookie ?? '').not.toContain('wishlist=');

        const again = await call('/api/wishlist/toggle', { body: { sku: second }, cookie });
        expect(again.body).toMatchObject({ inWishlist: true, totalItems: 2 });
        // The same wishlist: no new cookie.
        expect(again.setCookies).toEqual([]);

        const query = skus.map(sku => `sku=${encodeURIComponent(sku)}`).join('&');
        const membership = await call(`/api/wishlist/has-items?${query}&sku=NOT-THERE`, { cookie });
        expect(membership.body.totalItems).toBe(2);
        const members = membership.body.items as Array<{ sku: string; itemUid: string; quantity: number }>;
        expect(members.map(m => m.sku).sort()).toEqual([...skus].sort());

        const load = await call('/api/wishlist/load', { cookie });
        expect(load.status).toBe(200);
        const items = load.body.items as Array<Record<string, unknown>>;
        // Newest first, pictures from the storefront's own address with the wishlist preset.
        expect(items.map(i => i.sku)).toEqual([second, first]);
        expect(load.body).toMatchObject({ totalItems: 2, nextPageToken: null });
        expect(items[0]?.image).toMatch(/^\/assets\/.+\?preset=wishlist&format=webp$|^\/assets\/placeholder\.png$/);
        const wishlistLoad = shopApi.requests.filter(r => r.query.includes('query Wishlist(')).at(-1);
        expect(wishlistLoad?.variables).toEqual({ pageSize: 100, pageToken: null });

        const firstUid = members.find(m => m.sku === first)?.itemUid as string;
        const updated = await call('/api/wishlist/update', { body: { itemUid: firstUid, quantity: 3 }, cookie });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({ item: { uid: firstUid, quantity: 3 }, totalItems: 2 });

        // Toggling an item in the wishlist takes it out.
        const toggledOut = await call('/api/wishlist/toggle', { body: { sku: second }, cookie });
        expect(toggledOut.body).toEqual({ inWishlist: false, totalItems: 1 });

        const removed = await call('/api/wishlist/remove', { body: { itemUid: firstUid }, cookie });
        expect(removed.body).toEqual({ item: null, totalItems: 0 });
        // Removing it again is not an error (two tabs, a double click).
        expect((await call('/api/wishlist/remove', { body: { itemUid: firstUid }, cookie })).status).toBe(200);
        const gone = await call('/api/wishlist/update', { body: { itemUid: firstUid, quantity: 2 }, cookie });
        expect(gone.status).toBe(400);
        expect(gone.body).toEqual({ error: 'This item is not in your wishlist', code: 'notFound' });
    });

    it('never sends the token on other calls', async () => {
        const cookie = wishlistCookie(await call('/api/wishlist/toggle', { body: { sku: skus[0] } }));
        const before = shopApi.requests.length;
        const page = await fetch(`${storefront.origin}/api/catalog/search?q=samsung`, { headers: { cookie } });
        expect(page.status).toBe(200);
        const others = shopApi.requests.slice(before);
        expect(others.length).toBeGreaterThan(0);
        for (const request of others) {
            expect(request.headers['x-wishlist-token']).toBeUndefined();
            expect(request.headers.cookie ?? '').not.toContain('wishlist=');
        }
    });
});

describe('when the commerce server fails', () => {
    it('answers 503 when it is down and 502 when it breaks, never 500', async () => {
        shopApi.setDown(true);
        try {
            const down = await call('/api/wishlist/has-items?sku=A');
            expect(down.status).toBe(503);
            expect(down.cacheControl).toBe('no-store');
            expect(down.body).toEqual({ error: 'The wishlist is not available right now', code: 'unavailable' });
        } finally {
            shopApi.setDown(false);
        }
        shopApi.failWhen(request => request.query.includes('addToWishlist'));
        try {
            const broken = await call('/api/wishlist/toggle', { body: { sku: skus[0] } });
            expect(broken.status).toBe(502);
            expect(broken.body.code).toBe('unavailable');
        } finally {
            shopApi.failWhen(null);
        }
    });
});
