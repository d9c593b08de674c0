/** Names and limits shared by the catalog plugin's parts (facet codes are in @shop/rules, shared with the storefront). */

/** What a product without a condition facet value is: requirements §3 default wording for a new product. */
export const DEFAULT_CONDITION = 'Nuovo';

/** requirements §9: a category page shows 14 products. */
export const DEFAULT_TAKE = 14;
export const MAX_TAKE = 100;
export const MAX_SKIP = 10_000;
export const MAX_TERM_LENGTH = 200;
export const MAX_FACET_FILTERS = 20;
export const MAX_FACET_VALUES = 50;
export const MAX_CATEGORY_SLUGS = 50;
export const MAX_SLUG_LENGTH = 200;
export const MAX_CODE_LENGTH = 200;
export const MAX_PATH_LENGTH = 500;
export const MAX_RELATED = 8;
export const MAX_SERVICES = 20;

/** Catalog edits come in bursts (an import, a bulk price change): one rebuild after the burst settles. */
export const REBUILD_DEBOUNCE_MS = 500;
/** ...but never later than this after the first change of a long burst. */
export const REBUILD_MAX_WAIT_MS = 5_000;
/** Events reach only the process that made the change; other processes notice it by looking this often. */
export const CHANGE_CHECK_INTERVAL_MS = 30_000;
/** Products a stock-changes answer names at most; beyond that it says "everything" and storefronts drop all. */
export const MAX_STOCK_CHANGES = 200;
/** Search answers kept per index, so typing the same query again costs nothing. */
export const SEARCH_CACHE_SIZE = 500;

export const loggerCtx = 'CatalogPlugin';

/** Best sellers: how many products a ranking keeps, and how long one is reused before order lines are summed again. */
export const MAX_BEST_SELLERS = 100;
export const BEST_SELLERS_CACHE_MS = 10 * 60 * 1000;
export const MAX_BEST_SELLER_DAYS = 365;
export const DEFAULT_BEST_SELLER_DAYS = 30;
export const MAX_BEST_SELLER_TAKE = 24;
export const DEFAULT_BEST_SELLER_TAKE = 8;
