// A listing's state lives in its URL, so every filtered page is a link that renders on the server without JavaScript.
// This module converts between the query string (?manufacturer=lg&price_to=1.299,90&sort=price_asc&page=2) and the
// commerce server's listing input, and builds the links the listing page offers.
import { FILTER_FACET_CODES, type FilterFacetCode } from '@shop/rules';
import { formatItalianPriceInput, parseItalianPrice } from '~/lib/catalog/pricing';
import type { CatalogFacetFilter, CatalogListingInput, CatalogSort } from '~/lib/catalog/catalog.server';

/** requirements §9 page sizes. */
export const CATEGORY_PAGE_SIZE = 14;
export const SEARCH_PAGE_SIZE = 10;
/** requirements §5: shorter search terms are not searched. */
export const SEARCH_MIN_TERM_LENGTH = 3;
export const SEARCH_MAX_TERM_LENGTH = 100;

/** The `sort` values shoppers see in URLs (documented in the storefront README); relevance is the default. */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

const SORT_TO_API: Record<ListingSort, CatalogSort> = {
    relevance: 'RELEVANCE',
    price_asc: 'PRICE_ASC',
    price_desc: 'PRICE_DESC',
    name: 'NAME_ASC',
    newest: 'NEWEST',
};

/** The search page's category filter (the search panel's multi-select, requirements §2.3). */
export const CATEGORY_PARAM = 'categoria';

/** Beyond these many values a URL is not a shopper's: the rest are ignored (the commerce server takes 50 in all). */
const MAX_VALUES_PER_FACET = 30;
const MAX_FACET_VALUES = 50;
/** The deepest a listing can be paged (the commerce server skips at most this many products). */
export const MAX_LISTING_SKIP = 10_000;
/** Prices travel as GraphQL Int (32 bits): bounds above 20 million euros mean nothing here and are ignored. */
const MAX_PRICE_CENTS = 2_000_000_000;
/** Facet value codes are the commerce server's normalised names (lg, 8-gb, lg-α9-gen7-ai): no spaces, quotes or controls. */
const FACET_VALUE = /^[^\s<>"'`\\\p{C}]{1,100}$/u;
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ListingState {
    /** 1-based. */
    page: number;
    sort: ListingSort;
    /** Selected value codes per facet; facets without a selection are absent. */
    facets: Partial<Record<FilterFacetCode, string[]>>;
    /** Search only: selected category slugs. */
    categories: string[];
    onSale: boolean;
    /** Cents, VAT included. */
    priceFrom: number | null;
    priceTo: number | null;
}

export const EMPTY_LISTING_STATE: ListingState = {
    page: 1,
    sort: 'relevance',
    facets: {},
    categories: [],
    onSale: false,
    priceFrom: null,
    priceTo: null,
};

export type ParsedListingQuery = { ok: true; state: ListingState } | { ok: false; reason: string };

function isListingSort(value: string): value is ListingSort {
    return (LISTING_SORTS as readonly string[]).includes(value);
}

/** Distinct, well-formed values in the order given; garbled ones are dropped rather than failing the page. */
function cleanValues(values: string[], pattern: RegExp): string[] {
    const kept: string[] = [];
    for (const raw of values) {
        const value = raw.trim();
        if (pattern.test(value) && !kept.includes(value)) kept.push(value);
        if (kept.length === MAX_VALUES_PER_FACET) break;
    }
    return kept;
}

function priceBound(text: string | null): number | null {
    const cents = parseItalianPrice(text);
    return cents !== null && cents <= MAX_PRICE_CENTS ? cents : null;
}

/**
 * Reads a listing's state from its query string. Unknown parameters and garbled filter values are ignored; a page
 * number that is not a positive whole number is a route-level validation failure (the caller answers 404).
 */
export function parseListingQuery(params: URLSearchParams, options: { categories?: boolean } = {}): ParsedListingQuery {
    const state: ListingState = { ...EMPTY_LISTING_STATE, facets: {}, categories: [] };

    const pageText = params.get('page');
    if (pageText !== null && pageText !== '') {
        if (!/^[1-9]\d{0,5}$/.test(pageText)) return { ok: false, reason: `invalid page ${JSON.stringify(pageText)}` };
        state.page = Number(pageText);
    }

    const sort = params.get('sort');
    if (sort !== null && isListingSort(sort)) state.sort = sort;

    let facetValues = 0;
    for (const code of FILTER_FACET_CODES) {
        const values = cleanValues(params.getAll(code), FACET_VALUE).slice(0, MAX_FACET_VALUES - facetValues);
        facetValues += values.length;
        if (values.length > 0) state.facets[code] = values;
    }

    if (options.categories) state.categories = cleanValues(params.getAll(CATEGORY_PARAM), CATEGORY_SLUG);

    state.onSale = params.get('on_sale') === '1';

    let from = priceBound(params.get('price_from'));
    let to = priceBound(params.get('price_to'));
    // A shopper who types the bounds the wrong way round means the range between them.
    if (from !== null && to !== null && from > to) [from, to] = [to, from];
    state.priceFrom = from;
    state.priceTo = to;

    return { ok: true, state };
}

/** The commerce server's input for a listing state, for a category or a search term. */
export function toListingInput(
    state: ListingState,
    subject: { categorySlug?: string; term?: string },
    pageSize: number,
): CatalogListingInput {
    const input: CatalogListingInput = {
        sort: SORT_TO_API[state.sort],
        skip: (state.page - 1) * pageSize,
        take: pageSize,
    };
    if (subject.categorySlug) input.categorySlug = subject.categorySlug;
    if (subject.term) input.term = subject.term;
    const facets: CatalogFacetFilter[] = FILTER_FACET_CODES.filter(code => state.facets[code]?.length).map(code => ({
        code,
        values: [...(state.facets[code] ?? [])],
    }));
    if (facets.length > 0) input.facets = facets;
    if (state.categories.length > 0) input.categorySlugs = [...state.categories];
    if (state.onSale) input.onSale = true;
    if (state.priceFrom !== null) input.priceFrom = state.priceFrom;
    if (state.priceTo !== null) input.priceTo = state.priceTo;
    return input;
}

/** Filters narrow the result; sort and page only reorder or move through it. */
export function activeFilterCount(state: ListingState): number {
    const facetValues = Object.values(state.facets).reduce((sum, values) => sum + (values?.length ?? 0), 0);
    return (
        facetValues +
        state.categories.length +
        (state.onSale ? 1 : 0) +
        (state.priceFrom !== null ? 1 : 0) +
        (state.priceTo !== null ? 1 : 0)
    );
}

/** Variants search engines should not index: anything filtered or sorted (page numbers alone are fine). */
export function isFilteredOrSorted(state: ListingState): boolean {
    return activeFilterCount(state) > 0 || state.sort !== 'relevance';
}

/** Where a listing lives: its path and the parameters that name its subject (?id= for /it/Category, ?q= for search). */
export interface ListingBase {
    path: string;
    params: Array<[string, string]>;
}

/** Query parameters of a state in one stable order: subject, filters, price, offers, sort, page. */
export function listingSearchParams(base: ListingBase, state: ListingState): URLSearchParams {
    const params = new URLSearchParams(base.params);
    for (const slug of state.categories) params.append(CATEGORY_PARAM, slug);
    for (const code of FILTER_FACET_CODES) for (const value of state.facets[code] ?? []) params.append(code, value);
    if (state.priceFrom !== null) params.set('price_from', formatItalianPriceInput(state.priceFrom));
    if (state.priceTo !== null) params.set('price_to', formatItalianPriceInput(state.priceTo));
    if (state.onSale) params.set('on_sale', '1');
    if (state.sort !== 'relevance') params.set('sort', state.sort);
    if (state.page > 1) params.set('page', String(state.page));
    return params;
}

export function listingHref(base: ListingBase, state: ListingState): string {
    const query = listingSearchParams(base, state).toString();
    return query ? `${base.path}?${query}` : base.path;
}

/** Any change of filter or sort starts again from the first page. */
export function withPage(state: ListingState, page: number): ListingState {
    return { ...state, page };
}

export function withSort(state: ListingState, sort: ListingSort): ListingState {
    return { ...state, sort, page: 1 };
}

export function withoutFacetValue(state: ListingState, code: FilterFacetCode, value: string): ListingState {
    const facets = { ...state.facets };
    const remaining = (facets[code] ?? []).filter(v => v !== value);
    if (remaining.length > 0) facets[code] = remaining;
    else delete facets[code];
    return { ...state, facets, page: 1 };
}

export function withoutCategory(state: ListingState, slug: string): ListingState {
    return { ...state, categories: state.categories.filter(s => s !== slug), page: 1 };
}

export function withoutFilter(state: ListingState, filter: 'onSale' | 'priceFrom' | 'priceTo'): ListingState {
    if (filter === 'onSale') return { ...state, onSale: false, page: 1 };
    return { ...state, [filter]: null, page: 1 };
}

/** "Cancella filtri": every filter goes, the chosen order stays. */
export function withoutFilters(state: ListingState): ListingState {
    return { ...EMPTY_LISTING_STATE, facets: {}, categories: [], sort: state.sort };
}
