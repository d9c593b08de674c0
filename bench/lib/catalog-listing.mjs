// What the search and catalog-at-scale benches ask the shop API: catalogListing with what the listing pages show, and
// the search relevance set's queries (the commerce server's e2e set, from its build), timed.
import { createRequire } from 'node:module';
import path from 'node:path';

import { serverDir } from './commerce-server.mjs';
import { durationSummary, timed } from './stats.mjs';

/** The relevance set's search terms, in its order. */
const relevanceTerms = createRequire(import.meta.url)(
    path.join(serverDir, 'dist/plugins/catalog/e2e/search-relevance-set.js'),
).relevanceSet.map(entry => entry.query);

/** The listing query; `itemFields` are asked of each item besides the card's own. */
export function listingQuery(itemFields = '') {
    return `query($input: CatalogListingInput!) {
    catalogListing(input: $input) {
        totalItems
        items { id code name price lowestPrice30Days ${itemFields ? `${itemFields} ` : ''}image { url } category { slug } }
        facets { code values { code count selected } }
        categories { slug count selected }
        priceRange { min max }
        onSaleCount
    }
}`;
}

/** A category page with filters as shoppers set them: two brands, two memory sizes, a price range, cheapest first. */
export const SMARTPHONE_FILTERS = {
    categorySlug: 'smartphone',
    facets: [
        { code: 'manufacturer', values: ['samsung', 'apple'] },
        { code: 'memoria', values: ['128-gb', '256-gb'] },
    ],
    priceFrom: 20000,
    priceTo: 150000,
    sort: 'PRICE_ASC',
};

/** How many queries the relevance set holds. */
export const relevanceQueryCount = relevanceTerms.length;

/**
 * The relevance set's queries through `listing` (the bench's catalogListing call), first time and then `rounds` times
 * over: the figures of the first, of the repeats and of all of them.
 */
export async function timeRelevanceSearches(listing, rounds) {
    const first = [];
    for (const term of relevanceTerms) {
        first.push(await timed(() => listing({ term })));
    }
    const repeated = [];
    for (let round = 0; round < rounds; round++) {
        for (const term of relevanceTerms) {
            repeated.push(await timed(() => listing({ term })));
        }
    }
    return {
        searchFirstTime: durationSummary(first),
        searchRepeated: durationSummary(repeated),
        searchAll: durationSummary([...first, ...repeated]),
    };
}
