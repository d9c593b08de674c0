/** Input checks for the catalog queries: every bad argument is a clear UserInputError, never a server error. */
import { FILTER_FACET_CODES } from '@shop/rules';
import { UserInputError } from '@vendure/core';

import {
    DEFAULT_BEST_SELLER_DAYS,
    DEFAULT_BEST_SELLER_TAKE,
    DEFAULT_TAKE,
    MAX_BEST_SELLER_DAYS,
    MAX_BEST_SELLER_TAKE,
    MAX_CATEGORY_SLUGS,
    MAX_CODE_LENGTH,
    MAX_FACET_FILTERS,
    MAX_FACET_VALUES,
    MAX_PATH_LENGTH,
    MAX_SKIP,
    MAX_SLUG_LENGTH,
    MAX_TAKE,
    MAX_TERM_LENGTH,
} from '../constants';
import { BestSellersInput, CatalogListingInput, CatalogSort, ListingQuery } from '../types';

const SORTS: CatalogSort[] = ['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NEWEST'];
const FACET_CODES = new Set<string>(FILTER_FACET_CODES);
/** Longest facet value code accepted: far above any real one, and small enough to keep a request cheap. */
const MAX_VALUE_CODE_LENGTH = 100;

function assertIntegerIn(value: number, name: string, min: number, max: number): number {
    if (!Number.isInteger(value) || value < min || value > max) {
        throw new UserInputError(`${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
}

function assertSlug(slug: string, name: string): string {
    if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) {
        throw new UserInputError(`${name} must be 1 to ${MAX_SLUG_LENGTH} characters`);
    }
    return slug;
}

function assertPrice(value: number | null | undefined, name: string): number | null {
    if (value === null || value === undefined) {
        return null;
    }
    if (!Number.isInteger(value) || value < 0) {
        throw new UserInputError(`${name} must be a price in cents, zero or more`);
    }
    return value;
}

export function validateListingInput(input: CatalogListingInput): ListingQuery {
    const categorySlug = input.categorySlug == null ? null : assertSlug(input.categorySlug, 'categorySlug');
    let categorySlugs: string[] | null = null;
    if (input.categorySlugs != null) {
        if (input.categorySlugs.length > MAX_CATEGORY_SLUGS) {
            throw new UserInputError(`categorySlugs takes at most ${MAX_CATEGORY_SLUGS} categories`);
        }
        categorySlugs = input.categorySlugs.map(slug => assertSlug(slug, 'Each of categorySlugs'));
    }

    const term = input.term == null ? null : input.term;
    if (term !== null && term.length > MAX_TERM_LENGTH) {
        throw new UserInputError(`The search term must be at most ${MAX_TERM_LENGTH} characters`);
    }

    const facets = new Map<string, Set<string>>();
    if (input.facets != null) {
        if (input.facets.length > MAX_FACET_FILTERS) {
            throw new UserInputError(`At most ${MAX_FACET_FILTERS} facet filters per request`);
        }
        let valueCount = 0;
        for (const filter of input.facets) {
            if (!FACET_CODES.has(filter.code)) {
                throw new UserInputError(
                    `Unknown facet code "${filter.code.slice(0, 50)}": use one of ${FILTER_FACET_CODES.join(', ')}`,
                );
            }
            valueCount += filter.values.length;
            if (valueCount > MAX_FACET_VALUES) {
                throw new UserInputError(`At most ${MAX_FACET_VALUES} facet values per request`);
            }
            const values = facets.get(filter.code) ?? new Set<string>();
            for (const value of filter.values) {
                if (value.length === 0 || value.length > MAX_VALUE_CODE_LENGTH) {
                    throw new UserInputError(`Facet value codes must be 1 to ${MAX_VALUE_CODE_LENGTH} characters`);
                }
                values.add(value);
            }
            // A facet named with no values selects nothing, so it filters nothing either.
            if (values.size > 0) {
                facets.set(filter.code, values);
            }
        }
    }

    const priceFrom = assertPrice(input.priceFrom, 'priceFrom');
    const priceTo = assertPrice(input.priceTo, 'priceTo');
    if (priceFrom !== null && priceTo !== null && priceFrom > priceTo) {
        throw new UserInputError('priceFrom must not be greater than priceTo');
    }

    const sort = input.sort ?? 'RELEVANCE';
    if (!SORTS.includes(sort)) {
        throw new UserInputError(`Unknown sort "${String(sort)}"`);
    }

    return {
        categorySlug,
        categorySlugs,
        term: term !== null && term.trim() !== '' ? term : null,
        facets,
        onSale: input.onSale ?? false,
        priceFrom,
        priceTo,
        sort,
        skip: input.skip == null ? 0 : assertIntegerIn(input.skip, 'skip', 0, MAX_SKIP),
        take: input.take == null ? DEFAULT_TAKE : assertIntegerIn(input.take, 'take', 1, MAX_TAKE),
    };
}

export function assertProductCode(code: string): string {
    if (code.length === 0 || code.length > MAX_CODE_LENGTH) {
        throw new UserInputError(`A product code must be 1 to ${MAX_CODE_LENGTH} characters`);
    }
    return code;
}

export function assertPath(path: string): string {
    if (path.length > MAX_PATH_LENGTH) {
        throw new UserInputError(`A path must be at most ${MAX_PATH_LENGTH} characters`);
    }
    return path;
}

/** A stock version a storefront got from stockChanges: a whole number of up to 15 digits, or none for a first look. */
export function assertStockVersion(since: string | null | undefined): number | null {
    if (since === null || since === undefined) return null;
    if (!/^\d{1,15}$/.test(since)) {
        throw new UserInputError('since must be a stock version from catalogStockChanges');
    }
    return Number(since);
}

export function validateBestSellersInput(input: BestSellersInput): {
    days: number;
    take: number;
    fallbackCategorySlug: string | null;
} {
    return {
        days:
            input.days == null
                ? DEFAULT_BEST_SELLER_DAYS
                : assertIntegerIn(input.days, 'days', 1, MAX_BEST_SELLER_DAYS),
        take:
            input.take == null
                ? DEFAULT_BEST_SELLER_TAKE
                : assertIntegerIn(input.take, 'take', 1, MAX_BEST_SELLER_TAKE),
        fallbackCategorySlug:
            input.fallbackCategorySlug == null ? null : assertSlug(input.fallbackCategorySlug, 'fallbackCategorySlug'),
    };
}
