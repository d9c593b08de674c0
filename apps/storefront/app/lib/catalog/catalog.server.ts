// Catalog data from the commerce server: listings, product pages, path resolution and the sitemap. All of it is the same
// for every shopper, so answers come from the process-wide public cache (short TTL) rather than a call per page view.
import { ListingFragment, type Listing } from '~/components/catalog/listing/listing-page-view.fragment';
import { ProductDetailFragment, type ProductDetail } from '~/components/catalog/product-page.fragment';
import { catalogDataCache } from '~/lib/cache/public-data.server';
import { stockChangeWatch } from '~/lib/cache/stock-changes.server';
import { MARKETS } from '~/lib/locale/markets';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql, type ResultOf, type VariablesOf } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const ListingQuery = graphql(
    `
        query CatalogListing($input: CatalogListingInput!) {
            catalogListing(input: $input) {
                ...Listing
            }
        }
    `,
    [ListingFragment],
);

const ProductQuery = graphql(
    `
        query CatalogProduct($code: String!) {
            catalogProduct(code: $code) {
                ...ProductDetail
            }
        }
    `,
    [ProductDetailFragment],
);

const ResolveQuery = graphql(`
    query CatalogResolve($path: String!) {
        catalogResolve(path: $path) {
            kind
            id
        }
    }
`);

const SitemapQuery = graphql(`
    query CatalogSitemap {
        catalogSitemap {
            categories {
                id
                updatedAt
            }
            products {
                id
                updatedAt
            }
        }
    }
`);

/** What a listing asks for: category or term, filters, sort and page, as the schema's CatalogListingInput. */
export type CatalogListingInput = VariablesOf<typeof ListingQuery>['input'];
export type CatalogFacetFilter = NonNullable<CatalogListingInput['facets']>[number];
export type CatalogSort = NonNullable<CatalogListingInput['sort']>;
/** What a path outside the fixed routes names: a category (by slug) or a product (by code). */
export type CatalogRoute = NonNullable<ResultOf<typeof ResolveQuery>['catalogResolve']>;
export type CatalogSitemap = ResultOf<typeof SitemapQuery>['catalogSitemap'];

/** A stable cache key: the same filters in any order give the same key. */
export function listingCacheKey(locale: string, input: CatalogListingInput): string {
    const normalized = {
        ...input,
        categorySlugs: input.categorySlugs ? [...input.categorySlugs].sort() : undefined,
        facets: input.facets
            ? [...input.facets]
                  .map(f => ({ code: f.code, values: [...f.values].sort() }))
                  .sort((a, b) => a.code.localeCompare(b.code))
            : undefined,
    };
    const ordered = Object.fromEntries(Object.entries(normalized).sort(([a], [b]) => a.localeCompare(b)));
    return `catalog-listing:${locale}:${JSON.stringify(ordered)}`;
}

export async function getListing(locale: string, input: CatalogListingInput): Promise<Listing> {
    return catalogDataCache.get(listingCacheKey(locale, input), async () => {
        const { data } = await shopQuery(ListingQuery, { input }, publicShopContext(locale));
        return data.catalogListing;
    });
}

const productKey = (locale: string, code: string) => `catalog-product:${locale}:${code}`;

/** A sale or a stock change drops the product's kept data at once, whichever storefront process kept it. */
const productStock = stockChangeWatch(codes => {
    if (codes === null) {
        catalogDataCache.clear();
        return;
    }
    for (const { locale } of Object.values(MARKETS)) {
        for (const code of codes) catalogDataCache.delete(productKey(locale, code));
    }
});

/** The product, or null when no product has this code. */
export async function getProduct(locale: string, code: string): Promise<ProductDetail | null> {
    await productStock.current();
    return catalogDataCache.get(productKey(locale, code), async () => {
        const { data } = await shopQuery(ProductQuery, { code }, publicShopContext(locale));
        return data.catalogProduct;
    });
}

export async function resolveCatalogPath(locale: string, path: string): Promise<CatalogRoute | null> {
    return catalogDataCache.get(`catalog-resolve:${locale}:${path}`, async () => {
        const { data } = await shopQuery(ResolveQuery, { path }, publicShopContext(locale));
        return data.catalogResolve;
    });
}

export async function getSitemap(locale: string): Promise<CatalogSitemap> {
    return catalogDataCache.get(`catalog-sitemap:${locale}`, async () => {
        const { data } = await shopQuery(SitemapQuery, {}, publicShopContext(locale));
        return data.catalogSitemap;
    });
}
