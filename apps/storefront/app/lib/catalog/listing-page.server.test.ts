import { isRouteErrorResponse } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '~/components/catalog/listing/listing-page-view.fragment';
import type { CatalogListingInput } from '~/lib/catalog/catalog.server';
import type { CmsPage } from '~/lib/cms/cms-page';

const getListing = vi.fn<(locale: string, input: CatalogListingInput) => Promise<Listing>>();
vi.mock('~/lib/catalog/catalog.server', () => ({
    getListing: (...args: [string, CatalogListingInput]) => getListing(...args),
}));

const getCmsPage = vi.fn<(locale: string, slug: string) => Promise<CmsPage | null>>();
vi.mock('~/lib/cms/cms.server', () => ({
    getCmsPage: (...args: [string, string]) => getCmsPage(...args),
}));

const { listingStatus, loadBrandPage, loadCategoryPage, loadOffersPage, loadSearchPage, normalizeBrandCode } =
    await import('~/lib/catalog/listing-page.server');

function listing(totalItems: number, withCategory = true): Listing {
    return {
        category: withCategory
            ? {
                  slug: 'televisori',
                  name: 'Televisori',
                  description: '',
                  breadcrumbs: [{ slug: 'televisori', name: 'Televisori' }],
                  children: [],
              }
            : null,
        items: [],
        totalItems,
        facets: [],
        categories: [],
        priceRange: null,
        onSaleCount: 0,
    };
}

function request(path: string, cookie?: string): Request {
    return new Request(`https://negozio.example${path}`, { headers: cookie ? { cookie } : {} });
}

/** The status of what a loader threw: a data() error response or a redirect Response. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; headers?: Headers }> {
    try {
        await promise;
    } catch (error) {
        if (error instanceof Response) return { status: error.status, headers: error.headers };
        if (isRouteErrorResponse(error)) return { status: error.status };
        const data = error as { init?: { status?: number }; type?: string };
        if (data.type === 'DataWithResponseInit') return { status: data.init?.status ?? 0 };
        throw error;
    }
    throw new Error('the loader did not throw');
}

beforeEach(() => {
    getListing.mockReset();
    getCmsPage.mockReset();
});

describe('loadCategoryPage', () => {
    it('asks once for the category with the filters of the URL, 14 a page', async () => {
        getListing.mockResolvedValue(listing(30));
        const page = await loadCategoryPage(
            request('/it/c/televisori?manufacturer=lg&price_to=1.299,90&sort=price_asc&page=2'),
            'it',
            'televisori',
        );
        expect(getListing).toHaveBeenCalledTimes(1);
        expect(getListing).toHaveBeenCalledWith('it', {
            categorySlug: 'televisori',
            facets: [{ code: 'manufacturer', values: ['lg'] }],
            priceTo: 129990,
            sort: 'PRICE_ASC',
            skip: 14,
            take: 14,
        });
        expect(page).toMatchObject({
            kind: 'category',
            pageCount: 3,
            canonicalPath: '/it/c/televisori?page=2',
            origin: 'https://negozio.example',
            noindex: true,
            view: 'grid',
            base: { path: '/it/c/televisori', params: [] },
        });
    });

    it('keeps the subject parameter of /it/Category and /it/Route in its links, and reads the view cookie', async () => {
        getListing.mockResolvedValue(listing(30));
        const byId = await loadCategoryPage(
            request('/it/Category?id=televisori', 'listing-view=list'),
            'it',
            'televisori',
        );
        expect(byId.base).toEqual({ path: '/it/Category', params: [['id', 'televisori']] });
        expect(byId.view).toBe('list');
        expect(byId.noindex).toBe(false);
        expect(byId.canonicalPath).toBe('/it/c/televisori');
        const byPath = await loadCategoryPage(request('/it/Route?path=televisori'), 'it', 'televisori');
        expect(byPath.base).toEqual({ path: '/it/Route', params: [['path', 'televisori']] });
    });

    it('answers 404 for an unknown category and a malformed slug', async () => {
        getListing.mockResolvedValue(listing(0, false));
        expect(await thrown(loadCategoryPage(request('/it/c/nessuna'), 'it', 'nessuna'))).toMatchObject({
            status: 404,
        });
        getListing.mockResolvedValue(listing(30));
        expect(await thrown(loadCategoryPage(request('/it/c/x'), 'it', 'tv oled'))).toMatchObject({ status: 404 });
    });

    it('sends a page past the last to the last page, with the rest of its query', async () => {
        getListing.mockResolvedValue(listing(30));
        const past = await thrown(loadCategoryPage(request('/it/c/televisori?sort=name&page=4'), 'it', 'televisori'));
        expect(past).toMatchObject({ status: 302 });
        expect((past as Response).headers.get('Location')).toBe('/it/c/televisori?sort=name&page=3');
        // Deeper than the commerce server skips: the deepest page it can reach is asked, then the last one there is.
        getListing.mockClear();
        const deep = await thrown(loadCategoryPage(request('/it/c/televisori?page=9999999'), 'it', 'televisori'));
        expect((deep as Response).headers.get('Location')).toBe('/it/c/televisori?page=3');
        expect(getListing).toHaveBeenCalledTimes(1);
        expect(getListing.mock.calls[0]![1]).toMatchObject({ skip: 10_000 - (10_000 % 14) });
    });

    it('answers a query it cannot read with the page for the rest of the query, and the errors', async () => {
        getListing.mockResolvedValue(listing(30));
        const page = await loadCategoryPage(
            request('/it/c/televisori?manufacturer=lg&price_from=abc&sort=a-caso&page=x'),
            'it',
            'televisori',
        );
        expect(listingStatus(page)).toEqual({ status: 200 });
        // The listing asked for is what the fields without errors say: LG, first page, default order.
        expect(getListing).toHaveBeenCalledWith('it', {
            categorySlug: 'televisori',
            facets: [{ code: 'manufacturer', values: ['lg'] }],
            sort: 'RELEVANCE',
            skip: 0,
            take: 14,
        });
        expect(page.state).toMatchObject({ page: 1, sort: 'relevance', priceFrom: null });
        expect(page.reply).toMatchObject({
            status: 'error',
            initialValue: { manufacturer: 'lg', price_from: 'abc', sort: 'a-caso', page: 'x' },
        });
        expect(page.reply?.error).toEqual({
            price_from: ['is not a price'],
            sort: ['is not a known order'],
            page: ['must be a whole number from 1'],
        });
        // Its links are the valid ones; it is never indexed.
        expect(page.canonicalPath).toBe('/it/c/televisori');
        expect(page.noindex).toBe(true);
    });

    it('answers a query it can read with 200 and no reply', async () => {
        getListing.mockResolvedValue(listing(30));
        const page = await loadCategoryPage(request('/it/c/televisori?price_from=1.299,90'), 'it', 'televisori');
        expect(listingStatus(page)).toEqual({ status: 200 });
        expect(page.reply).toBeNull();
    });

    it('remembers a view chosen without JavaScript and redirects to the URL without it', async () => {
        const answer = await thrown(loadCategoryPage(request('/it/c/televisori?page=2&view=list'), 'it', 'televisori'));
        expect(answer.status).toBe(303);
        expect(answer.headers?.get('Location')).toBe('/it/c/televisori?page=2');
        expect(answer.headers?.get('Set-Cookie')).toBe('listing-view=list; Path=/; Max-Age=31536000; SameSite=Lax');
        const garbled = await thrown(loadCategoryPage(request('/it/c/televisori?view=mosaico'), 'it', 'televisori'));
        expect(garbled.status).toBe(303);
        expect(garbled.headers?.get('Set-Cookie')).toBeNull();
        expect(getListing).not.toHaveBeenCalled();
    });
});

describe('loadSearchPage', () => {
    it('searches the term, 10 a page, with the category filter, never indexed', async () => {
        getListing.mockResolvedValue(listing(25, false));
        const page = await loadSearchPage(request('/it/search?q=%20tv%20%20oled%20&categoria=tv-oled&page=3'), 'it');
        expect(getListing).toHaveBeenCalledWith('it', {
            term: 'tv oled',
            categorySlugs: ['tv-oled'],
            sort: 'RELEVANCE',
            skip: 20,
            take: 10,
        });
        expect(page).toMatchObject({
            kind: 'search',
            term: 'tv oled',
            termTooShort: false,
            pageCount: 3,
            noindex: true,
            canonicalPath: '/it/search?q=tv+oled&page=3',
            base: { path: '/it/search', params: [['q', 'tv oled']] },
        });
    });

    it('answers a term over 100 characters with 400 and the term sent, and searches nothing', async () => {
        const long = `lavatrice ${'x'.repeat(95)}`;
        const page = await loadSearchPage(
            request(`/it/search?q=${encodeURIComponent(long)}&categoria=lavatrici`),
            'it',
        );
        expect(getListing).not.toHaveBeenCalled();
        expect(listingStatus(page)).toEqual({ status: 400 });
        expect(page).toMatchObject({ term: null, termTooShort: true, listing: null, canonicalPath: '/it/search' });
        expect(page.reply?.error).toEqual({ q: ['is too long'] });
        expect(page.reply?.initialValue).toMatchObject({ q: long });
    });

    it('does not search terms under 3 characters', async () => {
        const page = await loadSearchPage(request('/it/Search?q=tv'), 'it');
        expect(getListing).not.toHaveBeenCalled();
        expect(page).toMatchObject({ termTooShort: true, term: 'tv', listing: null });
        const past = await thrown(loadSearchPage(request('/it/search?q=tv&page=2'), 'it'));
        expect((past as Response).headers.get('Location')).toBe('/it/search?q=tv');
    });
});

/** A listing across categories whose brand facet has Samsung selected (what the commerce server answers for it). */
function brandListing(totalItems: number, selected: string | null): Listing {
    return {
        ...listing(totalItems, false),
        facets: [
            {
                code: 'manufacturer',
                name: 'Marca',
                values: [
                    { code: 'samsung', name: 'Samsung', count: 12, selected: selected === 'samsung' },
                    { code: 'lg', name: 'LG', count: 8, selected: false },
                ],
            },
        ],
    };
}

describe('loadOffersPage', () => {
    it('lists every product on sale with the URL’s other filters, and the content page’s text as a block', async () => {
        getListing.mockResolvedValue(listing(30, false));
        getCmsPage.mockResolvedValue({
            slug: 'offerte',
            title: 'Offerte e codici sconto',
            body: '<ul><li><strong>BENVENUTO10</strong></li></ul>',
            metaDescription: null,
        });
        const page = await loadOffersPage(
            request('/it/offerte?categoria=telefonia&manufacturer=samsung&on_sale=1&sort=price_asc&page=2'),
            'it',
        );
        expect(getListing).toHaveBeenCalledWith('it', {
            facets: [{ code: 'manufacturer', values: ['samsung'] }],
            categorySlugs: ['telefonia'],
            onSale: true,
            sort: 'PRICE_ASC',
            skip: 14,
            take: 14,
        });
        expect(getCmsPage).toHaveBeenCalledWith('it', 'offerte');
        expect(page).toMatchObject({
            kind: 'offers',
            pageCount: 3,
            brand: null,
            contentHtml: '<ul><li><strong>BENVENUTO10</strong></li></ul>',
            canonicalPath: '/it/offerte?page=2',
            noindex: true,
            base: { path: '/it/offerte', params: [] },
        });
        // The on-sale filter is the page itself: not a filter of its state (no chip, not in its links).
        expect(page.state.onSale).toBe(false);
        expect(page.state.categories).toEqual(['telefonia']);
    });

    it('still lists the offers when the content page is missing or cannot be read', async () => {
        getListing.mockResolvedValue(listing(3, false));
        getCmsPage.mockResolvedValue(null);
        expect((await loadOffersPage(request('/it/offerte'), 'it')).contentHtml).toBeNull();
        getCmsPage.mockRejectedValue(new Error('down'));
        const page = await loadOffersPage(request('/it/Offerte'), 'it');
        expect(page).toMatchObject({ contentHtml: null, canonicalPath: '/it/offerte', noindex: false });
    });

    it('sends a page past the last to the last, and shows the rest for a price it cannot read', async () => {
        getListing.mockResolvedValue(listing(3, false));
        getCmsPage.mockResolvedValue(null);
        const past = await thrown(loadOffersPage(request('/it/offerte?page=2'), 'it'));
        expect(past).toMatchObject({ status: 302 });
        expect((past as Response).headers.get('Location')).toBe('/it/offerte');
        const page = await loadOffersPage(request('/it/offerte?price_from=tanto'), 'it');
        expect(listingStatus(page)).toEqual({ status: 200 });
        expect(page.reply?.error).toEqual({ price_from: ['is not a price'] });
    });
});

describe('loadBrandPage', () => {
    it('lists the brand’s products, its name from the commerce server, another brand in the URL ignored', async () => {
        getListing.mockResolvedValue(brandListing(20, 'samsung'));
        const page = await loadBrandPage(
            request('/it/Marca/Samsung?manufacturer=lg&memoria=256-gb&sort=name'),
            'it',
            'Samsung',
        );
        expect(getListing).toHaveBeenCalledWith('it', {
            facets: [
                { code: 'manufacturer', values: ['samsung'] },
                { code: 'memoria', values: ['256-gb'] },
            ],
            sort: 'NAME_ASC',
            skip: 0,
            take: 14,
        });
        expect(page).toMatchObject({
            kind: 'brand',
            brand: { code: 'samsung', name: 'Samsung' },
            canonicalPath: '/it/marca/samsung',
            base: { path: '/it/Marca/Samsung', params: [] },
            noindex: true,
        });
        expect(page.state.facets).toEqual({ memoria: ['256-gb'] });
    });

    it('answers 404 for a brand the commerce server does not know, and for a malformed code', async () => {
        getListing.mockResolvedValue(brandListing(0, null));
        expect(await thrown(loadBrandPage(request('/it/marca/nessuna'), 'it', 'nessuna'))).toMatchObject({
            status: 404,
        });
        getListing.mockClear();
        expect(await thrown(loadBrandPage(request('/it/marca/a%20b'), 'it', 'a b'))).toMatchObject({ status: 404 });
        expect(getListing).not.toHaveBeenCalled();
    });
});

describe('normalizeBrandCode', () => {
    it('reads brand codes lower-case and refuses what no facet value code can be', () => {
        expect(normalizeBrandCode('Samsung')).toBe('samsung');
        expect(normalizeBrandCode(' de-longhi ')).toBe('de-longhi');
        expect(normalizeBrandCode('')).toBeNull();
        expect(normalizeBrandCode('a b')).toBeNull();
        expect(normalizeBrandCode('<script>')).toBeNull();
        expect(normalizeBrandCode('x'.repeat(101))).toBeNull();
    });
});
