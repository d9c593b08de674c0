import { describe, expect, it } from 'vitest';
import {
    activeFilterCount,
    EMPTY_LISTING_STATE,
    isFilteredOrSorted,
    listingHref,
    parseListingQuery,
    toListingInput,
    withoutCategory,
    withoutFacetValue,
    withoutFilter,
    withoutFilters,
    withPage,
    withSort,
    type ListingBase,
    type ListingState,
} from '~/lib/catalog/listing-query';

function parse(query: string, options?: { categories?: boolean }): ListingState {
    const parsed = parseListingQuery(new URLSearchParams(query), options);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.state;
}

const category: ListingBase = { path: '/it/c/televisori', params: [] };

describe('parseListingQuery', () => {
    it('reads every part of a listing URL', () => {
        const state = parse(
            'manufacturer=samsung&manufacturer=lg&classe_energetica=f&price_from=100&price_to=1.299,90&on_sale=1&sort=price_asc&page=2',
        );
        expect(state).toEqual({
            page: 2,
            sort: 'price_asc',
            facets: { manufacturer: ['samsung', 'lg'], classe_energetica: ['f'] },
            categories: [],
            onSale: true,
            priceFrom: 10000,
            priceTo: 129990,
        });
    });

    it('is the default state for an empty query', () => {
        expect(parse('')).toEqual(EMPTY_LISTING_STATE);
    });

    it('ignores unknown parameters, unknown sorts and garbled values', () => {
        const state = parse(
            'utm_source=news&sort=cheapest&colore=nero&colore=%3Cscript%3E&colore=&colore=a%20b&taglia=%22x%22&on_sale=yes&price_from=abc&price_to=-5&marca=lg',
        );
        expect(state).toEqual({ ...EMPTY_LISTING_STATE, facets: { colore: ['nero'] } });
    });

    it('keeps facet value codes as the commerce server writes them, once each', () => {
        expect(parse('processore=lg-α9-gen7-ai&memoria=8-gb&memoria=8-gb&dimensioni_schermo=55').facets).toEqual({
            memoria: ['8-gb'],
            processore: ['lg-α9-gen7-ai'],
            dimensioni_schermo: ['55'],
        });
    });

    it('takes at most 50 facet values in all, as the commerce server does', () => {
        const many = Array.from({ length: 40 }, (_, i) => `manufacturer=m${i}&colore=c${i}`).join('&');
        const state = parse(many);
        expect(state.facets.manufacturer).toHaveLength(30);
        expect(state.facets.colore).toHaveLength(20);
    });

    it('puts price bounds typed the wrong way round in order and ignores absurd ones', () => {
        expect(parse('price_from=500&price_to=100')).toMatchObject({ priceFrom: 10000, priceTo: 50000 });
        expect(parse('price_to=99.999.999')).toMatchObject({ priceTo: null });
        expect(parse('price_from=0')).toMatchObject({ priceFrom: 0 });
    });

    it('reads categories only where the page offers them (search)', () => {
        expect(
            parse('categoria=tv-oled&categoria=Bad%20Slug&categoria=smartphone', { categories: true }).categories,
        ).toEqual(['tv-oled', 'smartphone']);
        expect(parse('categoria=tv-oled').categories).toEqual([]);
    });

    it.each(['abc', '0', '-1', '1.5', '2x', '01', '9999999'])('fails on page=%s', page => {
        expect(parseListingQuery(new URLSearchParams({ page }))).toEqual({
            ok: false,
            reason: `invalid page "${page}"`,
        });
    });

    it('treats an empty page as the first', () => {
        expect(parse('page=').page).toBe(1);
    });
});

describe('toListingInput', () => {
    it('turns a state into the commerce server input for a category', () => {
        const state = parse(
            'manufacturer=lg&manufacturer=samsung&colore=nero&price_to=1.000&on_sale=1&sort=name&page=3',
        );
        expect(toListingInput(state, { categorySlug: 'televisori' }, 14)).toEqual({
            categorySlug: 'televisori',
            facets: [
                { code: 'manufacturer', values: ['lg', 'samsung'] },
                { code: 'colore', values: ['nero'] },
            ],
            onSale: true,
            priceTo: 100000,
            sort: 'NAME_ASC',
            skip: 28,
            take: 14,
        });
    });

    it('searches a term with categories, 10 a page, relevance first', () => {
        const state = parse('categoria=tv-oled&page=2', { categories: true });
        expect(toListingInput(state, { term: 'oled' }, 10)).toEqual({
            term: 'oled',
            categorySlugs: ['tv-oled'],
            sort: 'RELEVANCE',
            skip: 10,
            take: 10,
        });
    });

    it.each([
        ['price_asc', 'PRICE_ASC'],
        ['price_desc', 'PRICE_DESC'],
        ['name', 'NAME_ASC'],
        ['newest', 'NEWEST'],
        ['relevance', 'RELEVANCE'],
    ])('sort=%s is %s', (sort, api) => {
        expect(toListingInput(parse(`sort=${sort}`), {}, 14).sort).toBe(api);
    });
});

describe('listing links', () => {
    it('writes the query in one stable order, defaults left out', () => {
        const state = parse('sort=price_desc&page=2&on_sale=1&colore=nero&manufacturer=lg&price_from=1299,9');
        expect(listingHref(category, state)).toBe(
            '/it/c/televisori?manufacturer=lg&colore=nero&price_from=1.299%2C90&on_sale=1&sort=price_desc&page=2',
        );
        expect(listingHref(category, EMPTY_LISTING_STATE)).toBe('/it/c/televisori');
    });

    it('round-trips: a link reads back as the state it was made from', () => {
        const state = parse('manufacturer=samsung&manufacturer=lg&price_from=100&price_to=2.000,50&sort=newest&page=4');
        const href = listingHref(category, state);
        expect(parse(href.split('?')[1] ?? '')).toEqual(state);
    });

    it('keeps the subject parameter first (?id= for /it/Category, ?q= for search)', () => {
        const state = parse('categoria=tv-oled&page=2', { categories: true });
        expect(listingHref({ path: '/it/search', params: [['q', 'tv oled']] }, state)).toBe(
            '/it/search?q=tv+oled&categoria=tv-oled&page=2',
        );
        expect(
            listingHref({ path: '/it/Category', params: [['id', 'tv-oled']] }, withPage(EMPTY_LISTING_STATE, 3)),
        ).toBe('/it/Category?id=tv-oled&page=3');
    });

    it('removes one filter at a time and starts again from page 1', () => {
        const state = parse('manufacturer=samsung&manufacturer=lg&on_sale=1&price_from=100&price_to=500&page=3');
        expect(listingHref(category, withoutFacetValue(state, 'manufacturer', 'lg'))).toBe(
            '/it/c/televisori?manufacturer=samsung&price_from=100&price_to=500&on_sale=1',
        );
        expect(listingHref(category, withoutFilter(state, 'onSale'))).toBe(
            '/it/c/televisori?manufacturer=samsung&manufacturer=lg&price_from=100&price_to=500',
        );
        expect(listingHref(category, withoutFilter(state, 'priceFrom'))).toBe(
            '/it/c/televisori?manufacturer=samsung&manufacturer=lg&price_to=500&on_sale=1',
        );
        expect(
            withoutFacetValue(withoutFacetValue(state, 'manufacturer', 'lg'), 'manufacturer', 'samsung').facets,
        ).toEqual({});
        const search = parse('categoria=tv-oled&categoria=smartphone', { categories: true });
        expect(withoutCategory(search, 'tv-oled').categories).toEqual(['smartphone']);
    });

    it('"Cancella filtri" drops every filter and the page but keeps the order', () => {
        const state = parse('manufacturer=lg&on_sale=1&price_to=500&sort=price_asc&page=2');
        expect(listingHref(category, withoutFilters(state))).toBe('/it/c/televisori?sort=price_asc');
    });

    it('a new order starts from page 1', () => {
        expect(withSort(parse('page=5'), 'price_desc')).toMatchObject({ sort: 'price_desc', page: 1 });
    });
});

describe('filter counts and indexing', () => {
    it('counts every selected value, price bound and the offer toggle', () => {
        expect(activeFilterCount(parse('manufacturer=lg&manufacturer=sony&colore=nero&on_sale=1&price_from=1'))).toBe(
            5,
        );
        expect(activeFilterCount(parse('sort=name&page=3'))).toBe(0);
    });

    it('page numbers alone stay indexable; filters and sort do not', () => {
        expect(isFilteredOrSorted(parse('page=3'))).toBe(false);
        expect(isFilteredOrSorted(parse('sort=relevance'))).toBe(false);
        expect(isFilteredOrSorted(parse('sort=name'))).toBe(true);
        expect(isFilteredOrSorted(parse('on_sale=1'))).toBe(true);
    });
});
