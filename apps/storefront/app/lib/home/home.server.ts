// The home page's data: its CMS blocks (hero, rows, tiles, brands, promises) and the two rows of products they ask
// for, fetched together in one request. All of it is the same for every shopper, so both come from the process-wide
// public caches: a warm home page asks the commerce server nothing.
import { HOME_BLOCK_IDENTIFIERS } from '@shop/rules';
import { ProductCardFragment } from '~/components/catalog/product-card.fragment';
import { catalogDataCache } from '~/lib/cache/public-data.server';
import { getCmsBlocks } from '~/lib/cms/cms.server';
import { departmentsBySlug, mixGroups, type HomeBlocks, type HomeShelves } from '~/lib/home/home-content';
import { getMainMenu } from '~/lib/menu/menu.server';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql, type VariablesOf } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const HomeShelvesQuery = graphql(
    `
        query HomeShelves(
            $offers: CatalogListingInput!
            $bestSellers: CatalogBestSellersInput!
            $withOffers: Boolean!
            $withBestSellers: Boolean!
        ) {
            offers: catalogListing(input: $offers) @include(if: $withOffers) {
                items {
                    ...ProductCard
                }
            }
            bestSellers: catalogBestSellers(input: $bestSellers) @include(if: $withBestSellers) {
                items {
                    ...ProductCard
                }
                fromOrders
            }
        }
    `,
    [ProductCardFragment],
);

/** The most products one listing request may ask for (the commerce server's limit). */
const MAX_LISTING_TAKE = 100;

const NO_SHELVES: HomeShelves = { offers: [], bestSellers: [] };

/** The rows' request as the blocks set it: a row whose block is missing is not asked for. */
export function shelvesVariables(blocks: HomeBlocks): VariablesOf<typeof HomeShelvesQuery> {
    const offers = blocks['home-offers'];
    const bestSellers = blocks['home-best-sellers'];
    return {
        // Natural order (in stock first, then the menu's order of categories) lists one department's offers first: the
        // most a listing gives leaves enough of the others to mix in (mixGroups).
        offers: { onSale: true, take: MAX_LISTING_TAKE },
        bestSellers: {
            days: bestSellers?.days ?? 30,
            take: bestSellers?.take ?? 8,
            fallbackCategorySlug: bestSellers?.fallbackCategory ?? null,
        },
        withOffers: Boolean(offers),
        withBestSellers: Boolean(bestSellers),
    };
}

async function getShelves(locale: string, blocks: HomeBlocks): Promise<HomeShelves> {
    const variables = shelvesVariables(blocks);
    if (!variables.withOffers && !variables.withBestSellers) return NO_SHELVES;
    return catalogDataCache.get(`home-shelves:${locale}:${JSON.stringify(variables)}`, async () => {
        const [{ data }, menu] = await Promise.all([
            shopQuery(HomeShelvesQuery, variables, publicShopContext(locale)),
            getMainMenu(locale).catch(() => []),
        ]);
        const departments = departmentsBySlug(menu);
        const offers = mixGroups(data.offers?.items ?? [], blocks['home-offers']?.take ?? 8, product =>
            product.category ? (departments.get(product.category.slug) ?? product.category.slug) : '',
        );
        return { offers, bestSellers: data.bestSellers?.items ?? [] };
    });
}

/**
 * The blocks, then the rows they name. Neither fails the home page: without the commerce server it shows what the
 * caches still hold, or its remaining sections.
 */
export async function getHomeContent(locale: string): Promise<{ blocks: HomeBlocks; shelves: HomeShelves }> {
    const blocks: HomeBlocks = await getCmsBlocks(locale, HOME_BLOCK_IDENTIFIERS).catch((error: unknown) => {
        console.warn(`[home] CMS blocks unavailable: ${String(error)}`);
        return {};
    });
    const shelves = await getShelves(locale, blocks).catch((error: unknown) => {
        console.warn(`[home] product rows unavailable: ${String(error)}`);
        return NO_SHELVES;
    });
    return { blocks, shelves };
}
