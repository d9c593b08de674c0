// Loaders of the listing pages: a category (/it/c/…, /it/Category?id=…, or a path the resolver found), the full search
// results (/it/search?q=…), the offers (/it/offerte) and a brand (/it/marca/{code}). One cached commerce call per page. The query is parsed with the schema of the page's
// GET forms (listing-forms.ts): a query with a value the shop cannot read is answered with the page for the rest of
// the query and Conform's reply, so the form shows the error beside the field with the value sent, and a notice says what
// the page shows instead (listingStatus). An unknown category or brand is a 404, never a 500; a page past the last goes
// to the last page.
import { data, redirect, type AppLoadContext } from 'react-router';
import { getListing } from '~/lib/catalog/catalog.server';
import { categoriesWithResults, type ListingPageData } from '~/lib/catalog/listing-page';
import { parseListingQuery, type ListingKind, type ListingQuery } from '~/lib/catalog/listing-forms';
import {
    BRAND_FACET_CODE,
    CATEGORY_PAGE_SIZE,
    CATEGORY_SLUG,
    FACET_VALUE,
    isFilteredOrSorted,
    MAX_LISTING_SKIP,
    toListingInput,
    withoutSubjectFilters,
    type ListingBase,
    type ListingSubject,
} from '~/lib/catalog/listing-query';
import { isListingView, LISTING_VIEW_COOKIE, LISTING_VIEW_PARAM, listingViewCookie } from '~/lib/catalog/listing-view';
import type { ListingView } from '~/lib/catalog/listing-view';
import { brandPath, categoryPath, offersPath } from '~/lib/catalog/urls';
import { getCmsPage } from '~/lib/cms/cms.server';
import { isProduction } from '~/lib/env.server';
import { pageData } from '~/lib/errors/page-data.server';
import { publicOrigin } from '~/lib/http/public-origin.server';
import type { QueryReply } from '~/lib/forms/form-reply';
import { SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE, termLength } from '~/lib/search/search-query';
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

/** The deepest page the commerce server can skip to: a deeper one is read as the last one there is. */
function reachablePage(page: number, pageSize: number): number {
    return (page - 1) * pageSize > MAX_LISTING_SKIP ? Math.floor(MAX_LISTING_SKIP / pageSize) + 1 : page;
}

/**
 * A page past the last (an old link after products sold out, a number typed by hand) goes to the last page, with the
 * rest of its query; briefly, as the last page moves with the catalog.
 */
function toLastPage(url: URL, pageCount: number): never {
    const target = new URL(url);
    if (pageCount > 1) target.searchParams.set('page', String(pageCount));
    else target.searchParams.delete('page');
    throw redirect(`${target.pathname}${target.search}`, {
        status: 302,
        headers: { 'Cache-Control': 'public, max-age=60' },
    });
}

/** The field a Conform error name belongs to: `colore[0]` and `colore.x` are `colore`'s. */
function fieldOf(name: string): string {
    return /^[^.[]*/.exec(name)?.[0] ?? name;
}

/**
 * The listing's query, read with its forms' schema. A query with errors is read again without the fields in error,
 * so the page shows what the rest of it asks for, and Conform's reply (the errors and the values sent) goes with it.
 */
function readQuery(kind: ListingKind, params: URLSearchParams): { query: ListingQuery; reply: QueryReply | null } {
    const submission = parseListingQuery(kind, params);
    if (submission.status === 'success') return { query: submission.value, reply: null };
    const rest = new URLSearchParams(params);
    for (const name of Object.keys(submission.error ?? {})) rest.delete(fieldOf(name));
    const fallback = parseListingQuery(kind, rest);
    // Every field in error was left out, so this cannot fail; if it ever does, the page does not exist.
    if (fallback.status !== 'success') notFound();
    return { query: fallback.value, reply: submission.reply() };
}

/**
 * A listing as a document's data: its filters and categories keep only their selected values (the chips name them),
 * with the number of categories holding results (which filters to offer across categories), and all of them
 * go to the server's render (document-only.tsx), which writes the filter form the browser keeps until a navigation.
 * A data request (a navigation in the browser) has no document-only data and gets the listing whole.
 */
export function forDocument(page: ListingPageData, context: AppLoadContext): ListingPageData {
    const documentOnly = context.documentOnly;
    if (!documentOnly || !page.listing) return page;
    documentOnly.listingFacets = page.listing.facets;
    documentOnly.listingCategories = page.listing.categories;
    const facets = page.listing.facets
        .map(facet => ({ ...facet, values: facet.values.filter(value => value.selected) }))
        .filter(facet => facet.values.length > 0);
    const chosen = new Set(page.state.categories);
    return {
        ...page,
        listing: { ...page.listing, facets, categories: page.listing.categories.filter(c => chosen.has(c.slug)) },
        facetValuesLeftOut: true,
        categoriesWithResults: categoriesWithResults(page),
    };
}

/**
 * The status of a listing page. An order, a price or a page the shop cannot read is a link gone stale or typed by
 * hand: the listing answers 200 without it, with a notice saying what it shows instead and the error beside its field.
 * A search term too long to search is the shopper's own input to correct: 400, the term kept in its field.
 */
export function listingStatus(page: ListingPageData): ResponseInit {
    return { status: page.reply?.error?.q ? 400 : 200 };
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
    const {
        query: { state },
        reply,
    } = readQuery('category', url.searchParams);
    const asked = { ...state, page: reachablePage(state.page, CATEGORY_PAGE_SIZE) };

    const listing = await pageData(() =>
        getListing(locale, toListingInput(asked, { categorySlug: slug }, CATEGORY_PAGE_SIZE)),
    );
    if (!listing.category) notFound();
    const pageCount = pageCountOf(listing.totalItems, CATEGORY_PAGE_SIZE);
    if (state.page > pageCount || asked.page !== state.page) toLastPage(url, pageCount);

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
        brand: null,
        contentHtml: null,
        listing,
        view: viewOf(request),
        origin: publicOrigin(request),
        canonicalPath: categoryPath(locale, slug) + (state.page > 1 ? `?page=${state.page}` : ''),
        noindex: isFilteredOrSorted(state) || reply !== null,
        reply,
    };
}

/** The full search results page (?q=…): the header search box's Enter and its submit without JavaScript. */
export async function loadSearchPage(request: Request, locale: string): Promise<ListingPageData> {
    const url = new URL(request.url);
    rememberViewFromQuery(url);
    const {
        query: { term, state },
        reply,
    } = readQuery('search', url.searchParams);
    const asked = { ...state, page: reachablePage(state.page, SEARCH_PAGE_SIZE) };
    // Shorter terms are not searched: the page asks for a longer one (requirements §5), it is not an error.
    const termTooShort = termLength(term) < SEARCH_MIN_CHARS;

    const listing = termTooShort
        ? null
        : await pageData(() => getListing(locale, toListingInput(asked, { term }, SEARCH_PAGE_SIZE)));
    const pageCount = pageCountOf(listing?.totalItems ?? 0, SEARCH_PAGE_SIZE);
    if (state.page > pageCount || asked.page !== state.page) toLastPage(url, pageCount);

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
        brand: null,
        contentHtml: null,
        listing,
        view: viewOf(request),
        origin: publicOrigin(request),
        canonicalPath: `/${locale}/search${query ? `?${query}` : ''}`,
        // Internal search results are thin duplicates of category pages: never indexed.
        noindex: true,
        reply,
    };
}

/** Brand codes are the manufacturer facet's value codes, lower-case; /it/marca/Samsung names the same brand. */
export function normalizeBrandCode(raw: string | null | undefined): string | null {
    const code = (raw ?? '').trim().toLowerCase();
    return FACET_VALUE.test(code) ? code : null;
}

/** The content page whose text (the coupon codes, say) the offers show as a block; staff edit it in the CMS. */
export const OFFERS_CONTENT_SLUG = 'offerte';

/** The first page's address, and later pages' with their number: filters and sort are never canonical. */
function pagedPath(path: string, page: number): string {
    return path + (page > 1 ? `?page=${page}` : '');
}

/**
 * The offers (every product whose card announces a reduction, /it/offerte) or a brand's products (/it/marca/{code}):
 * a listing across categories with the search page's category filter, the subject's own filter forced and not offered.
 */
async function loadSubjectPage(
    request: Request,
    locale: string,
    kind: 'offers' | 'brand',
    subject: ListingSubject,
    canonical: string,
): Promise<Omit<ListingPageData, 'brand' | 'contentHtml'>> {
    const url = new URL(request.url);
    rememberViewFromQuery(url);
    const { query, reply } = readQuery(kind, url.searchParams);
    const state = withoutSubjectFilters(query.state, subject);
    const asked = { ...state, page: reachablePage(state.page, CATEGORY_PAGE_SIZE) };
    const listing = await pageData(() => getListing(locale, toListingInput(asked, subject, CATEGORY_PAGE_SIZE)));
    const pageCount = pageCountOf(listing.totalItems, CATEGORY_PAGE_SIZE);
    if (state.page > pageCount || asked.page !== state.page) toLastPage(url, pageCount);
    return {
        kind,
        locale,
        base: { path: url.pathname, params: [] },
        state,
        pageSize: CATEGORY_PAGE_SIZE,
        pageCount,
        term: null,
        termTooShort: false,
        listing,
        view: viewOf(request),
        origin: publicOrigin(request),
        canonicalPath: pagedPath(canonical, state.page),
        noindex: isFilteredOrSorted(state) || reply !== null,
        reply,
    };
}

/** /it/offerte: every discounted product, with the content page "offerte" (the coupon codes) as a block when it exists. */
export async function loadOffersPage(request: Request, locale: string): Promise<ListingPageData> {
    const [page, content] = await Promise.all([
        loadSubjectPage(request, locale, 'offers', { onSale: true }, offersPath(locale)),
        // The block is an extra: when the commerce server cannot give it, the products are still shown.
        getCmsPage(locale, OFFERS_CONTENT_SLUG).catch(() => null),
    ]);
    const body = content?.body.trim() ?? '';
    return { ...page, brand: null, contentHtml: body === '' ? null : body };
}

/**
 * /it/marca/{code}: a brand's products. The commerce server marks the brand's value selected in the listing's brand
 * facet when it exists (with its name); an unknown code selects nothing there, and the page is a 404.
 */
export async function loadBrandPage(request: Request, locale: string, rawCode: string): Promise<ListingPageData> {
    const code = normalizeBrandCode(rawCode);
    if (!code) notFound();
    const page = await loadSubjectPage(request, locale, 'brand', { brand: code }, brandPath(locale, code));
    const value = page.listing?.facets
        .find(facet => facet.code === BRAND_FACET_CODE)
        ?.values.find(v => v.code === code && v.selected);
    if (!value) notFound();
    return { ...page, brand: { code, name: value.name }, contentHtml: null };
}
