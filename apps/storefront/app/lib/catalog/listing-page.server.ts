// Loaders of the listing pages: a category (/it/c/…, /it/Category?id=…, or a path the resolver found) and the full
// search results (/it/search?q=…). One cached commerce call per page; bad input is a 404, never a 500.
import { data, redirect } from 'react-router';
import { getListing } from '~/lib/catalog/catalog.server';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import {
    CATEGORY_PAGE_SIZE,
    CATEGORY_SLUG,
    isFilteredOrSorted,
    MAX_LISTING_SKIP,
    parseListingQuery,
    SEARCH_MAX_TERM_LENGTH,
    SEARCH_MIN_TERM_LENGTH,
    SEARCH_PAGE_SIZE,
    toListingInput,
    type ListingBase,
} from '~/lib/catalog/listing-query';
import { isListingView, LISTING_VIEW_COOKIE, LISTING_VIEW_PARAM, listingViewCookie } from '~/lib/catalog/listing-view';
import type { ListingView } from '~/lib/catalog/listing-view';
import { categoryPath } from '~/lib/catalog/urls';
import { isProduction } from '~/lib/env.server';
import { pageData } from '~/lib/errors/page-data.server';
import { readCookie } from '~/lib/session/cookies.server';

function notFound(): never {
    throw data(null, { status: 404 });
}

function viewOf(request: Request): ListingView {
    const value = readCookie(request.headers.get('cookie'), LISTING_VIEW_COOKIE);
    return isListingView(value) ? value : 'grid';
}

/**
 * The view links (?view=list) are for browsers without JavaScript: remember the choice and come back to the same
 * listing without the parameter, so URLs stay canonical.
 */
function rememberViewFromQuery(url: URL): void {
    const requested = url.searchParams.get(LISTING_VIEW_PARAM);
    if (requested === null) return;
    const target = new URL(url);
    target.searchParams.delete(LISTING_VIEW_PARAM);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (isListingView(requested)) headers.set('Set-Cookie', listingViewCookie(requested, isProduction));
    throw redirect(`${target.pathname}${target.search}`, { status: 303, headers });
}

function pageCountOf(totalItems: number, pageSize: number): number {
    return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Pages deeper than the commerce server can skip to do not exist: 404 before asking. */
function requireReachablePage(page: number, pageSize: number): void {
    if ((page - 1) * pageSize > MAX_LISTING_SKIP) notFound();
}

/** Category slugs are lower-case; /it/c/TV-OLED names the same category as /it/c/tv-oled. */
export function normalizeCategorySlug(raw: string | null | undefined): string | null {
    const slug = (raw ?? '').trim().toLowerCase();
    return CATEGORY_SLUG.test(slug) && slug.length <= 120 ? slug : null;
}

/** Query parameters that name the page on the path it was reached at: `id` on /it/Category, `path` on /it/Route. */
const SUBJECT_PARAMS = ['id', 'path'];

/**
 * A category's listing page, for /it/c/{slug}, /it/Category?id={slug} and any path the resolver found to be a category.
 * The page's own links stay on the path it was reached at, with its subject parameter. Throws 404 responses for an
 * unknown category, a malformed query or a page past the last.
 */
export async function loadCategoryPage(request: Request, locale: string, rawSlug: string): Promise<ListingPageData> {
    const url = new URL(request.url);
    rememberViewFromQuery(url);
    const slug = normalizeCategorySlug(rawSlug);
    if (!slug) notFound();
    const parsed = parseListingQuery(url.searchParams);
    if (!parsed.ok) notFound();
    const { state } = parsed;
    requireReachablePage(state.page, CATEGORY_PAGE_SIZE);

    const listing = await pageData(() =>
        getListing(locale, toListingInput(state, { categorySlug: slug }, CATEGORY_PAGE_SIZE)),
    );
    if (!listing.category) notFound();
    const pageCount = pageCountOf(listing.totalItems, CATEGORY_PAGE_SIZE);
    if (state.page > pageCount) notFound();

    const params = SUBJECT_PARAMS.flatMap((name): Array<[string, string]> => {
        const value = url.searchParams.get(name);
        return value ? [[name, value]] : [];
    });
    const base: ListingBase = { path: url.pathname, params };
    return {
        kind: 'category',
        locale,
        base,
        state,
        pageSize: CATEGORY_PAGE_SIZE,
        pageCount,
        term: null,
        termTooShort: false,
        listing,
        view: viewOf(request),
        origin: url.origin,
        canonicalPath: categoryPath(locale, slug) + (state.page > 1 ? `?page=${state.page}` : ''),
        noindex: isFilteredOrSorted(state),
    };
}

/** The search term as the shopper meant it: spaces collapsed, at most 100 characters. */
export function normalizeSearchTerm(raw: string | null): string {
    return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_TERM_LENGTH).trim();
}

/** The full search results page (?q=…): the header search box's Enter and its submit without JavaScript. */
export async function loadSearchPage(request: Request, locale: string): Promise<ListingPageData> {
    const url = new URL(request.url);
    rememberViewFromQuery(url);
    const term = normalizeSearchTerm(url.searchParams.get('q'));
    const parsed = parseListingQuery(url.searchParams, { categories: true });
    if (!parsed.ok) notFound();
    const { state } = parsed;
    requireReachablePage(state.page, SEARCH_PAGE_SIZE);
    const termTooShort = term.length < SEARCH_MIN_TERM_LENGTH;

    const listing = termTooShort
        ? null
        : await pageData(() => getListing(locale, toListingInput(state, { term }, SEARCH_PAGE_SIZE)));
    const pageCount = pageCountOf(listing?.totalItems ?? 0, SEARCH_PAGE_SIZE);
    if (state.page > pageCount) notFound();

    const canonical = new URLSearchParams();
    if (term) canonical.set('q', term);
    if (state.page > 1) canonical.set('page', String(state.page));
    const query = canonical.toString();
    return {
        kind: 'search',
        locale,
        base: { path: url.pathname, params: term ? [['q', term]] : [] },
        state,
        pageSize: SEARCH_PAGE_SIZE,
        pageCount,
        term: term || null,
        termTooShort,
        listing,
        view: viewOf(request),
        origin: url.origin,
        canonicalPath: `/${locale}/search${query ? `?${query}` : ''}`,
        // Internal search results are thin duplicates of category pages: never indexed.
        noindex: true,
    };
}
