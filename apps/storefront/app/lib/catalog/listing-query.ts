// A listing's state lives in its URL, so every filtered page is a link that renders on the server without JavaScript.
// This module holds the state and writes it as a query string (?manufacturer=lg&price_to=1.299,90&sort=price_asc&page=2),
// the commerce server's listing input and the links the listing page offers. Reading a query is the forms' schema's
// job (listing-forms.ts).
import { FILTER_FACET_CODES, type FilterFacetCode } from '@shop/rules';
import { formatItalianPriceInput } from '~/lib/catalog/pricing';
import type { CatalogFacetFilter, CatalogListingInput, CatalogSort } from '~/lib/catalog/catalog.server';

export { CATEGORY_SLUG } from '~/lib/search/search-query';

/** requirements §9 page sizes (search: SEARCH_PAGE_SIZE in search-query.ts). */
export const CATEGORY_PAGE_SIZE = 14;

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
export const MAX_VALUES_PER_FACET = 30;
export const MAX_FACET_VALUES = 50;
/** The deepest a listing can be paged (the commerce server skips at most this many products). */
export const MAX_LISTING_SKIP = 10_000;
/** Prices travel as GraphQL Int (32 bits): bounds above 20 million euros mean nothing here. */
export const MAX_PRICE_CENTS = 2_000_000_000;

/**
 * Why a price bound was refused, as the listing's schema says it (listing-forms.ts) and the filters explain it: not an
 * amount at all, a negative one, or a maximum below the minimum.
 */
export const PRICE_ERRORS = {
    notAPrice: 'is not a price',
    negative: 'is negative',
    belowMinimum: 'is below the minimum price',
} as const;
/** Facet value codes are the commerce server's normalised names (lg, 8-gb, lg-α9-gen7-ai): no spaces, quotes or controls. */
export const FACET_VALUE = /^[^\s<>"'`\\\p{C}]{1,100}$/u;

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

/**
 * What a listing page is about: a category, a search term, the offers (every product on sale) or a brand (the
 * manufacturer facet's value code). The offers' and the brand's own filter is forced, whatever the state says.
 */
export interface ListingSubject {
    categorySlug?: string;
    term?: string;
    onSale?: boolean;
    brand?: string;
}

/** The facet a brand page is about: it is not offered as a filter there. */
export const BRAND_FACET_CODE = 'manufacturer' satisfies FilterFacetCode;

/** The commerce server's input for a listing state, for a category, a search term, the offers or a brand. */
export function toListingInput(state: ListingState, subject: ListingSubject, pageSize: number): CatalogListingInput {
    const input: CatalogListingInput = {
        sort: SORT_TO_API[state.sort],
        skip: (state.page - 1) * pageSize,
        take: pageSize,
    };
    if (subject.categorySlug) input.categorySlug = subject.categorySlug;
    if (subject.term) input.term = subject.term;
    const facets: CatalogFacetFilter[] = FILTER_FACET_CODES.filter(
        code => state.facets[code]?.length && !(subject.brand && code === BRAND_FACET_CODE),
    ).map(code => ({
        code,
        values: [...(state.facets[code] ?? [])],
    }));
    if (subject.brand) facets.unshift({ code: BRAND_FACET_CODE, values: [subject.brand] });
    if (facets.length > 0) input.facets = facets;
    if (state.categories.length > 0) input.categorySlugs = [...state.categories];
    if (state.onSale || subject.onSale) input.onSale = true;
    if (state.priceFrom !== null) input.priceFrom = state.priceFrom;
    if (state.priceTo !== null) input.priceTo = state.priceTo;
    return input;
}

/**
 * The state without what the page's subject already forces (the on-sale filter on the offers, the brand on its own
 * page): such a filter is neither offered, nor shown as a chip, nor written in the page's links.
 */
export function withoutSubjectFilters(state: ListingState, subject: ListingSubject): ListingState {
    let next = state;
    if (subject.onSale && next.onSale) next = { ...next, onSale: false };
    if (subject.brand && next.facets[BRAND_FACET_CODE]) {
        const facets = { ...next.facets };
        delete facets[BRAND_FACET_CODE];
        next = { ...next, facets };
    }
    return next;
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

/**
 * A link to a listing state, for `<Link {...listingLink(base, state)}>`: the address, and the state itself in the
 * history entry, so the page shows it while it loads (nothing in the browser reads a listing's query string).
 */
export function listingLink(base: ListingBase, state: ListingState): { to: string; state: ListingLinkState } {
    return { to: listingHref(base, state), state: { listing: state } };
}

export interface ListingLinkState {
    listing: ListingState;
}

/** The listing state a navigation's history state carries, if it is one of the listing's own links. */
export function linkedListingState(state: unknown): ListingState | null {
    const listing = (state as Partial<ListingLinkState> | null | undefined)?.listing;
    return typeof listing === 'object' && listing !== null ? listing : null;
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

/**
 * The state once one box of the filter form is ticked or cleared (a facet value, a category, the offers), for the
 * page to show at once while the form is checked and loaded.
 */
export function withBox(state: ListingState, name: string, value: string, ticked: boolean): ListingState {
    const toggle = (values: readonly string[]) =>
        ticked ? [...values.filter(v => v !== value), value] : values.filter(v => v !== value);
    if (name === 'on_sale') return { ...state, onSale: ticked, page: 1 };
    if (name === CATEGORY_PARAM) return { ...state, categories: toggle(state.categories), page: 1 };
    if (!(FILTER_FACET_CODES as readonly string[]).includes(name)) return state;
    const code = name as FilterFacetCode;
    const facets = { ...state.facets };
    const values = toggle(facets[code] ?? []);
    if (values.length > 0) facets[code] = values;
    else delete facets[code];
    return { ...state, facets, page: 1 };
}

/** Whether the listing shows a box of the filter form ticked: the reading `withBox` writes. */
export function boxTicked(state: ListingState, name: string, value: string): boolean {
    if (name === 'on_sale') return state.onSale;
    if (name === CATEGORY_PARAM) return state.categories.includes(value);
    return (state.facets[name as FilterFacetCode] ?? []).includes(value);
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
