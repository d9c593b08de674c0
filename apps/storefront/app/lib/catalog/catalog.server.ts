// Catalog data from the commerce server: listings, product pages, path resolution and the sitemap. All of it is the same
// for every shopper, so answers come from the process-wide public cache (short TTL) rather than a call per page view.
import { publicDataCache } from '~/lib/cache/public-data.server';
import type {
    CatalogListing,
    CatalogListingInput,
    CatalogProductDetail,
    CatalogRoute,
    CatalogSitemap,
} from '~/lib/catalog/types';
import { graphql, shopQuery } from '~/lib/vendure/client.server';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const IMAGE = 'url width height alt';
const CATEGORY_REF = 'slug name';
export const PRODUCT_CARD_FIELDS = `
    id variantId code slug name sku merchantSku brand condition price regularPrice lowestPrice30Days
    lowestPricePeriodDays priceMin priceMax colorCount variantCount
    energyClass inStock isVirtual image { ${IMAGE} } category { ${CATEGORY_REF} }
`;

const ListingQuery = graphql<{ catalogListing: CatalogListing }, { input: CatalogListingInput }>(`
    query CatalogListing($input: CatalogListingInput!) {
        catalogListing(input: $input) {
            category { slug name description breadcrumbs { ${CATEGORY_REF} } children { ${CATEGORY_REF} } }
            items { ${PRODUCT_CARD_FIELDS} }
            totalItems
            facets { code name values { code name count selected } }
            categories { slug name count selected }
            priceRange { min max }
            onSaleCount
        }
    }
`);

const ProductQuery = graphql<{ catalogProduct: CatalogProductDetail | null }, { code: string }>(`
    query CatalogProduct($code: String!) {
        catalogProduct(code: $code) {
            id code slug name description brand condition isVirtual energyClass productSheetUrl
            specifications { label value }
            images { ${IMAGE} }
            breadcrumbs { ${CATEGORY_REF} }
            optionGroups { code name values { code name } }
            variants {
                id sku merchantSku name options { group code name } price regularPrice lowestPrice30Days
                lowestPricePeriodDays stockStatus onlyXLeft imageIndex
            }
            related { ${PRODUCT_CARD_FIELDS} }
            services { ${PRODUCT_CARD_FIELDS} }
            updatedAt
        }
    }
`);

const ResolveQuery = graphql<{ catalogResolve: CatalogRoute | null }, { path: string }>(`
    query CatalogResolve($path: String!) {
        catalogResolve(path: $path) {
            kind
            id
        }
    }
`);

const SitemapQuery = graphql<{ catalogSitemap: CatalogSitemap }>(`
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

export async function getListing(locale: string, input: CatalogListingInput): Promise<CatalogListing> {
    return publicDataCache.get(listingCacheKey(locale, input), async () => {
        const { data } = await shopQuery(ListingQuery, { input }, publicShopContext(locale));
        return data.catalogListing;
    });
}

/** The product, or null when no product has this code. */
export async function getProduct(locale: string, code: string): Promise<CatalogProductDetail | null> {
    return publicDataCache.get(`catalog-product:${locale}:${code}`, async () => {
        const { data } = await shopQuery(ProductQuery, { code }, publicShopContext(locale));
        return data.catalogProduct;
    });
}

export async function resolveCatalogPath(locale: string, path: string): Promise<CatalogRoute | null> {
    return publicDataCache.get(`catalog-resolve:${locale}:${path}`, async () => {
        const { data } = await shopQuery(ResolveQuery, { path }, publicShopContext(locale));
        return data.catalogResolve;
    });
}

export async function getSitemap(locale: string): Promise<CatalogSitemap> {
    return publicDataCache.get(`catalog-sitemap:${locale}`, async () => {
        const { data } = await shopQuery(SitemapQuery, {}, publicShopContext(locale));
        return data.catalogSitemap;
    });
}
