// The search panel's request, shared by the header box (browser) and /api/catalog/search (server): limits and URLs.
import type { ListingCategoryCount } from '~/components/catalog/listing/listing-page-view.fragment';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';

/** requirements §5: no search below three characters. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 100;
/** requirements §9 gives 10 (another reading 12): the panel and the results page show 10 a page. */
export const SEARCH_PAGE_SIZE = 10;
/** Infinite scroll stops here: 1,000 products is more than any shopper scrolls through in a panel. */
export const SEARCH_MAX_PAGE = 100;
export const SEARCH_MAX_CATEGORIES = 20;
/** Category slugs as the catalog writes them. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SEARCH_ENDPOINT = '/api/catalog/search';

/** The term as it is searched: surrounding and repeated whitespace do not count. */
export function normalizeTerm(raw: string): string {
    return raw.trim().replace(/\s+/g, ' ');
}

/** Characters as shoppers count them (an emoji is one), so client and server agree on the limits. */
export function termLength(term: string): number {
    return Array.from(term).length;
}

export function isSearchable(term: string): boolean {
    const length = termLength(normalizeTerm(term));
    return length >= SEARCH_MIN_CHARS && length <= SEARCH_MAX_CHARS;
}

export interface SearchRequest {
    term: string;
    categories: readonly string[];
    page: number;
}

/** The panel's data address; categories in a stable order so equal filters share the browser's cache entry. */
export function searchApiUrl({ term, categories, page }: SearchRequest): string {
    const params = new URLSearchParams({ q: normalizeTerm(term) });
    for (const slug of [...new Set(categories)].sort()) params.append('category', slug);
    if (page > 1) params.set('page', String(page));
    return `${SEARCH_ENDPOINT}?${params.toString()}`;
}

/** The full results page (Enter, no JavaScript, "see all"), with the panel's category filter (`categoria`) if any. */
export function searchPagePath(locale: string, term?: string, categories: readonly string[] = []): string {
    const path = `/${locale}/search`;
    if (!term) return path;
    const params = new URLSearchParams({ q: normalizeTerm(term) });
    for (const slug of [...new Set(categories)].sort()) params.append('categoria', slug);
    return `${path}?${params.toString()}`;
}

export type SearchParseResult = { ok: true; value: SearchRequest } | { ok: false; error: string };

/** Checks the panel's query string: q 3–100 characters once trimmed, page 1–100, at most 20 category slugs. */
export function parseSearchParams(params: URLSearchParams): SearchParseResult {
    const term = normalizeTerm(params.get('q') ?? '');
    const length = termLength(term);
    if (length < SEARCH_MIN_CHARS || length > SEARCH_MAX_CHARS) {
        return {
            ok: false,
            error: `q must be between ${SEARCH_MIN_CHARS} and ${SEARCH_MAX_CHARS} characters once trimmed`,
        };
    }
    const rawPage = params.get('page');
    const page = rawPage === null ? 1 : /^\d{1,3}$/.test(rawPage) ? Number(rawPage) : NaN;
    if (!Number.isInteger(page) || page < 1 || page > SEARCH_MAX_PAGE) {
        return { ok: false, error: `page must be a whole number from 1 to ${SEARCH_MAX_PAGE}` };
    }
    const categories = [...new Set(params.getAll('category'))];
    if (categories.length > SEARCH_MAX_CATEGORIES) {
        return { ok: false, error: `at most ${SEARCH_MAX_CATEGORIES} categories can be given` };
    }
    const malformed = categories.find(slug => slug.length > 100 || !CATEGORY_SLUG.test(slug));
    if (malformed !== undefined) {
        return { ok: false, error: 'category must be a category slug (lower-case letters, digits and hyphens)' };
    }
    return { ok: true, value: { term, categories, page } };
}

/** What /api/catalog/search answers. */
export interface SearchAnswer {
    items: ProductCardData[];
    totalItems: number;
    categories: ListingCategoryCount[];
    page: number;
    pageSize: number;
}
