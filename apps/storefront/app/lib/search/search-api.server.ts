// GET /api/catalog/search: the header search panel's data, one page of matches plus the categories to filter by.
import { getListing } from '~/lib/catalog/catalog.server';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { parseSearchParams, SEARCH_PAGE_SIZE, type SearchAnswer } from '~/lib/search/search-query';
import { ShopApiError } from '~/lib/vendure/client.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function searchCatalog(request: Request, locale = DEFAULT_LOCALE): Promise<Response> {
    const parsed = parseSearchParams(new URL(request.url).searchParams);
    if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers: NO_STORE });
    const { term, categories, page } = parsed.value;
    try {
        const listing = await getListing(locale, {
            term,
            categorySlugs: categories.length > 0 ? [...categories] : undefined,
            take: SEARCH_PAGE_SIZE,
            skip: (page - 1) * SEARCH_PAGE_SIZE,
        });
        const answer: SearchAnswer = {
            items: listing.items,
            totalItems: listing.totalItems,
            categories: listing.categories,
            page,
            pageSize: SEARCH_PAGE_SIZE,
        };
        // The same answer for every shopper: browsers and shared caches may keep it briefly.
        return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } });
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[search] ${error.message}`);
        return Response.json(
            { error: 'The catalog is not available right now' },
            { status: error.status, headers: NO_STORE },
        );
    }
}
