// GET /api/catalog/search, the header search panel's data: validation, shape, paging and caching over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopApi, type FakeShopApi } from '../support/fake-shop-api';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: FakeShopApi;
let storefront: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startFakeShopApi();
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: shopApi.url });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

const get = (path: string, method = 'GET') => rawRequest(storefront.origin, path, { method });
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

/** The catalogListing inputs the storefront sent since `from`. */
function listingInputs(from: number) {
    return shopApi.requests
        .slice(from)
        .filter(r => r.query.includes('catalogListing'))
        .map(r => r.variables.input);
}

describe('answers', () => {
    it('gives the first 10 matches, the categories with counts, page and page size, cacheable by anyone', async () => {
        const before = shopApi.requests.length;
        const res = await get('/api/catalog/search?q=%20%20lavatrice%20');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        const body = json(res.body);
        expect(Object.keys(body).sort()).toEqual(['categories', 'items', 'page', 'pageSize', 'totalItems']);
        expect(body.page).toBe(1);
        expect(body.pageSize).toBe(10);
        expect(body.totalItems).toBe(15);
        const items = body.items as Array<{ code: string; name: string; price: number }>;
        expect(items.map(i => i.code)).toEqual(Array.from({ length: 10 }, (_, i) => `PROVA-${i + 1}`));
        expect(items[0]).toMatchObject({ name: 'Prodotto prova 1', price: 10_100 });
        expect(body.categories).toEqual([
            { slug: 'lavatrici', name: 'Lavatrici', count: 12, selected: false },
            { slug: 'asciugatrici', name: 'Asciugatrici', count: 3, selected: false },
        ]);
        expect(listingInputs(before)).toEqual([{ term: 'lavatrice', take: 10, skip: 0 }]);
    });

    it('pages by 10', async () => {
        const before = shopApi.requests.length;
        const res = await get('/api/catalog/search?q=lavatrice&page=2');
        expect(res.status).toBe(200);
        const body = json(res.body);
        expect(body.page).toBe(2);
        expect((body.items as Array<{ code: string }>).map(i => i.code)).toEqual([
            'PROVA-11',
            'PROVA-12',
            'PROVA-13',
            'PROVA-14',
            'PROVA-15',
        ]);
        expect(listingInputs(before)).toEqual([{ term: 'lavatrice', take: 10, skip: 10 }]);
    });

    it('filters by one or more categories', async () => {
        const before = shopApi.requests.length;
        const res = await get('/api/catalog/search?q=lavatrice&category=asciugatrici');
        const body = json(res.body);
        expect(body.totalItems).toBe(3);
        expect((body.items as Array<{ code: string }>).map(i => i.code)).toEqual(['PROVA-13', 'PROVA-14', 'PROVA-15']);
        expect(body.categories).toContainEqual({
            slug: 'asciugatrici',
            name: 'Asciugatrici',
            count: 3,
            selected: true,
        });

        await get('/api/catalog/search?q=lavatrice&category=lavatrici&category=asciugatrici&category=lavatrici');
        expect(listingInputs(before)).toEqual([
            { term: 'lavatrice', categorySlugs: ['asciugatrici'], take: 10, skip: 0 },
            { term: 'lavatrice', categorySlugs: ['lavatrici', 'asciugatrici'], take: 10, skip: 0 },
        ]);
    });

    it('answers an empty result as such', async () => {
        const body = json((await get('/api/catalog/search?q=nessunrisultato')).body);
        expect(body).toEqual({ items: [], totalItems: 0, categories: [], page: 1, pageSize: 10 });
    });

    it('serves a repeated question from the storefront cache', async () => {
        await get('/api/catalog/search?q=asciugatrice');
        const before = shopApi.requests.length;
        const res = await get('/api/catalog/search?q=asciugatrice');
        expect(res.status).toBe(200);
        expect(shopApi.requests.length).toBe(before);
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
        const before = shopApi.requests.length;
        const res = await get(path);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(json(res.body)).toEqual({ error });
        expect(shopApi.requests.length).toBe(before);
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
        shopApi.setDown(true);
        try {
            const res = await get('/api/catalog/search?q=frigorifero');
            expect(res.status).toBe(503);
            expect(res.headers['cache-control']).toBe('no-store');
            expect(json(res.body)).toEqual({ error: 'The catalog is not available right now' });
        } finally {
            shopApi.setDown(false);
        }
        expect((await get('/api/catalog/search?q=frigorifero')).status).toBe(200);
    });
});
