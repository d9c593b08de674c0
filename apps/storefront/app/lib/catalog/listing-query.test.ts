import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '~/lib/catalog/listing-forms';
import {
    activeFilterCount,
    EMPTY_LISTING_STATE,
    isFilteredOrSorted,
    linkedListingState,
    listingHref,
    listingLink,
    toListingInput,
    boxTicked,
    withBox,
    withoutCategory,
    withoutFacetValue,
    withoutFilter,
    withoutFilters,
    withoutSubjectFilters,
    withPage,
    withSort,
    type ListingBase,
    type ListingState,
} from '~/lib/catalog/listing-query';

/** The state a listing URL's query reads as (listing-forms.ts; search pages read categories too). */
function parse(query: string, options?: { categories?: boolean }): ListingState {
    const submission = parseListingQuery(options?.categories ? 'search' : 'category', new URLSearchParams(query));
    if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
    return submission.value.state;
}

const category: ListingBase = { path: '/it/c/televisori', params: [] };

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

    it('forces the offers’ on-sale filter and the brand page’s brand over what the state says', () => {
        const state = parse('manufacturer=lg&colore=nero');
        expect(toListingInput(state, { onSale: true }, 14)).toEqual({
            facets: [
                { code: 'manufacturer', values: ['lg'] },
                { code: 'colore', values: ['nero'] },
            ],
            onSale: true,
            sort: 'RELEVANCE',
            skip: 0,
            take: 14,
        });
        expect(toListingInput(state, { brand: 'samsung' }, 14)).toEqual({
            facets: [
                { code: 'manufacturer', values: ['samsung'] },
                { code: 'colore', values: ['nero'] },
            ],
            sort: 'RELEVANCE',
            skip: 0,
            take: 14,
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

    it('a link carries the state it leads to, for the page to show while it loads', () => {
        const state = parse('manufacturer=lg&page=2');
        const link = listingLink(category, state);
        expect(link.to).toBe('/it/c/televisori?manufacturer=lg&page=2');
        expect(linkedListingState(link.state)).toBe(state);
        expect(linkedListingState(null)).toBeNull();
        expect(linkedListingState({ from: 'elsewhere' })).toBeNull();
    });

    it('a ticked or cleared box changes its filter alone and starts again from page 1', () => {
        const state = parse('manufacturer=lg&categoria=tv-oled&sort=name&page=3', { categories: true });
        expect(withBox(state, 'manufacturer', 'sony', true)).toEqual({
            ...state,
            facets: { manufacturer: ['lg', 'sony'] },
            page: 1,
        });
        expect(withBox(state, 'manufacturer', 'lg', false)).toEqual({ ...state, facets: {}, page: 1 });
        expect(withBox(state, 'categoria', 'soundbar', true).categories).toEqual(['tv-oled', 'soundbar']);
        expect(withBox(state, 'categoria', 'tv-oled', false).categories).toEqual([]);
        expect(withBox(state, 'on_sale', '1', true)).toMatchObject({ onSale: true, page: 1 });
        // A box ticked twice is there once; a name that is no filter changes nothing.
        expect(withBox(state, 'manufacturer', 'lg', true).facets.manufacturer).toEqual(['lg']);
        expect(withBox(state, 'utm_source', 'x', true)).toBe(state);
    });

    it('reads a box as ticked from the state the same way a tick writes it', () => {
        const state = parse('manufacturer=lg&categoria=tv-oled', { categories: true });
        expect(boxTicked(state, 'manufacturer', 'lg')).toBe(true);
        expect(boxTicked(state, 'manufacturer', 'sony')).toBe(false);
        expect(boxTicked(state, 'categoria', 'tv-oled')).toBe(true);
        expect(boxTicked(state, 'categoria', 'soundbar')).toBe(false);
        expect(boxTicked(state, 'on_sale', '1')).toBe(false);
        const ticked = withBox(withBox(state, 'categoria', 'soundbar', true), 'on_sale', '1', true);
        expect(boxTicked(ticked, 'categoria', 'soundbar')).toBe(true);
        expect(boxTicked(ticked, 'on_sale', '1')).toBe(true);
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

describe('withoutSubjectFilters', () => {
    it('drops what the page forces: the on-sale box on the offers, the brand on its own page', () => {
        const state = parse('manufacturer=lg&colore=nero&on_sale=1&page=2');
        expect(withoutSubjectFilters(state, { onSale: true })).toEqual({ ...state, onSale: false });
        expect(withoutSubjectFilters(state, { brand: 'lg' })).toEqual({ ...state, facets: { colore: ['nero'] } });
        expect(withoutSubjectFilters(state, { categorySlug: 'televisori' })).toBe(state);
    });
});
