// GET /api/catalog/search, the header search panel's data: validation, shape, paging and caching over HTTP, against
// the real commerce server (through a recording proxy). Expected results are asked of the commerce server directly.
import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from '../support/storefront-process';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';

const shop = storefrontBehindProxy();

const get = (path: string, method = 'GET') => rawRequest(shop.storefront.origin, path, { method });
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

interface Listing {
    items: Array<{ code: string; name: string; price: number }>;
    totalItems: number;
    categories: Array<{ slug: string; name: string; count: number; selected: boolean }>;
}

/** What the commerce server itself answers for a listing input. */
async function catalogListing(input: Record<string, unknown>): Promise<Listing> {
    const res = await fetch(inject('shopApiUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: `query ($input: CatalogListingInput!) { catalogListing(input: $input) {
                items { code name price } totalItems categories { slug name count selected } } }`,
            variables: { input },
        }),
    });
    return ((await res.json()) as { data: { catalogListing: Listing } }).data.catalogListing;
}

/** The catalogListing inputs the storefront sent since `from`. */
function listingInputs(from: number) {
    return shop.shopApi.requests
        .slice(from)
        .filter(r => r.query.includes('catalogListing'))
        .map(r => r.variables.input);
}

describe('answers', () => {
    it('gives the first 10 matches, the categories with counts, page and page size, cacheable by anyone', async () => {
        const expected = await catalogListing({ term: 'samsung', take: 10, skip: 0 });
        expect(expected.totalItems).toBeGreaterThan(10);
        const before = shop.shopApi.requests.length;
        const res = await get('/api/catalog/search?q=%20%20samsung%20');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        const body = json(res.body);
        expect(Object.keys(body).sort()).toEqual(['categories', 'items', 'page', 'pageSize', 'totalItems']);
        expect(body.page).toBe(1);
        expect(body.pageSize).toBe(10);
        expect(body.totalItems).toBe(expected.totalItems);
        const items = body.items as Listing['items'];
        expect(items.map(i => i.code)).toEqual(expected.items.map(i => i.code));
        expect(items[0]).toMatchObject(expected.items[0] as object);
        expect(body.categories).toEqual(expected.categories);
        expect(listingInputs(before)).toEqual([{ term: 'samsung', take: 10, skip: 0 }]);
    });

    it('pages by 10', async () => {
        const expected = await catalogListing({ term: 'samsung', take: 10, skip: 10 });
        const before = shop.shopApi.requests.length;
        const res = await get('/api/catalog/search?q=samsung&page=2');
        expect(res.status).toBe(200);
        const body = json(res.body);
        expect(body.page).toBe(2);
        expect((body.items as Listing['items']).map(i => i.code)).toEqual(expected.items.map(i => i.code));
        expect(listingInputs(before)).toEqual([{ term: 'samsung', take: 10, skip: 10 }]);
    });

    it('filters by one or more categories', async () => {
        const expected = await catalogListing({ term: 'lavatrice', categorySlugs: ['lavatrici'], take: 10, skip: 0 });
        expect(expected.totalItems).toBeGreaterThan(0);
        const before = shop.shopApi.requests.length;
        const res = await get('/api/catalog/search?q=lavatrice&category=lavatrici');
        const body = json(res.body);
        expect(body.totalItems).toBe(expected.totalItems);
        expect((body.items as Listing['items']).map(i => i.code)).toEqual(expected.items.map(i => i.code));
        expect(body.categories).toContainEqual(expect.objectContaining({ slug: 'lavatrici', selected: true }));

        await get('/api/catalog/search?q=lavatrice&category=lavatrici&category=asciugatrici&category=lavatrici');
        expect(listingInputs(before)).toEqual([
            { term: 'lavatrice', categorySlugs: ['lavatrici'], take: 10, skip: 0 },
            { term: 'lavatrice', categorySlugs: ['lavatrici', 'asciugatrici'], take: 10, skip: 0 },
        ]);
    });

    it('answers an empty result as such', async () => {
        const body = json((await get('/api/catalog/search?q=zzqqxxnessuno')).body);
        expect(body).toEqual({ items: [], totalItems: 0, categories: [], page: 1, pageSize: 10 });
    });

    it('serves a repeated question from the storefront cache', async () => {
        await get('/api/catalog/search?q=asciugatrice');
        const before = shop.shopApi.requests.length;
        const res = await get('/api/catalog/search?q=asciugatrice');
        expect(res.status).toBe(200);
        expect(shop.shopApi.requests.length).toBe(before);
    });
});

describe('validation', () => {
    it.each([
        ['no term', '/api/catalog/search', 'q must be between 3 and 100 characters once trimmed'],
        ['two characters', '/api/catalog/search?q=tv', 'q must be between 3 and 100 characters once trimmed'],
        [
            'two once trimmed',
            '/api/catalog/search?q=%20tv%20%20',
            'q must be between 3 and 100 characters once trimmed',
        ],
        [
            '101 characters',
            `/api/catalog/search?q=${'a'.repeat(101)}`,
            'q must be between 3 and 100 characters once trimmed',
        ],
        ['page 0', '/api/catalog/search?q=lavatrice&page=0', 'page must be a whole number from 1 to 100'],
        ['page 101', '/api/catalog/search?q=lavatrice&page=101', 'page must be a whole number from 1 to 100'],
        ['page text', '/api/catalog/search?q=lavatrice&page=due', 'page must be a whole number from 1 to 100'],
        [
            '21 categories',
            `/api/catalog/search?q=lavatrice&${Array.from({ length: 21 }, (_, i) => `category=c${i}`).join('&')}`,
            'at most 20 categories can be given',
        ],
        [
            'a category that is not a slug',
            '/api/catalog/search?q=lavatrice&category=%3Cscript%3E',
            'category must be a category slug (lower-case letters, digits and hyphens)',
        ],
    ])('refuses %s with a 400 JSON error and never asks the catalog', async (_name, path, error) => {
        const before = shop.shopApi.requests.length;
        const res = await get(path);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(json(res.body)).toEqual({ error });
        expect(shop.shopApi.requests.length).toBe(before);
    });

    it('accepts exactly 3 and 100 characters and 20 categories', async () => {
        expect((await get('/api/catalog/search?q=abc')).status).toBe(200);
        expect((await get(`/api/catalog/search?q=${'a'.repeat(100)}`)).status).toBe(200);
        const twenty = Array.from({ length: 20 }, (_, i) => `category=c${i}`).join('&');
        expect((await get(`/api/catalog/search?q=lavatrice&${twenty}&page=100`)).status).toBe(200);
    });
});

describe('the /api table', () => {
    it.each([
        ['GET', '/api/catalog/nothing'],
        ['GET', '/api/message/dismiss'],
        ['GET', '/api/catalog/constructor'],
        ['GET', '/api/toString/valueOf'],
        ['POST', '/api/catalog/search?q=lavatrice'],
    ])('answers %s %s with the JSON 404', async (method, path) => {
        const res = await get(path, method);
        expect(res.status).toBe(404);
        expect(json(res.body)).toEqual({ error: 'Unknown method' });
    });
});

describe('when the commerce server is away', () => {
    it('answers 503 JSON that no cache keeps, and recovers', async () => {
        shop.shopApi.setDown(true);
        try {
            const res = await get('/api/catalog/search?q=frigorifero');
            expect(res.status).toBe(503);
            expect(res.headers['cache-control']).toBe('no-store');
            expect(json(res.body)).toEqual({ error: 'The catalog is not available right now' });
        } finally {
            shop.shopApi.setDown(false);
        }
        expect((await get('/api/catalog/search?q=frigorifero')).status).toBe(200);
    });
});
