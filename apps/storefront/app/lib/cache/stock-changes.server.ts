// The commerce server's stock changes, looked at by each kept copy of catalog answers (decision 067).
import { StockChangeWatch, type StockChanges } from '~/lib/cache/stock-changes';
import { env } from '~/lib/env.server';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const StockChangesQuery = graphql(`
    query CatalogStockChanges($since: String) {
        catalogStockChanges(since: $since) {
            version
            productCodes
        }
    }
`);

async function lookForStockChanges(since: string | null): Promise<StockChanges> {
    const { data } = await shopQuery(StockChangesQuery, { since }, publicShopContext('it'));
    return data.catalogStockChanges;
}

/** A watch for one kept copy (the catalog data, the kept pages): `onChange` drops what it keeps of those products. */
export function stockChangeWatch(onChange: (productCodes: readonly string[] | null) => void): StockChangeWatch {
    return new StockChangeWatch({
        intervalMs: env.STOCK_CHECK_INTERVAL_MS,
        // A look is one small query; a commerce server slower than this is not waited for.
        waitMs: 500,
        look: lookForStockChanges,
        onChange,
    });
}
