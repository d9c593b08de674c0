// The GET forms of the listing pages and the query they send: the header search box and the results page's search
// field (?q=), the filters (facet values, categories, price, offers), the order (?sort=) and the page (?page=). One Zod
// schema per kind of page, parsed with Conform by the page's loader (listing-page.server.ts) and, once the page runs,
// by the forms themselves (lib/forms/use-query-form.ts), which load this module on first use rather than with the page.
// What a shopper types or picks that the shop cannot read (a term over 100 characters, a price or page that is not a
// number, an unknown order) is an error beside its field. Boxes naming values the catalog cannot have (an old or
// hand-made link) are left out, as unknown parameters are: there is no field to show such an error beside.
import type { Submission } from '@conform-to/dom';
import { parseWithZod } from '@conform-to/zod/v4';
import { FILTER_FACET_CODES, type FilterFacetCode } from '@shop/rules';
import { z } from 'zod';
import {
    CATEGORY_PARAM,
    CATEGORY_SLUG,
    FACET_VALUE,
    LISTING_SORTS,
    MAX_FACET_VALUES,
    MAX_PRICE_CENTS,
    MAX_VALUES_PER_FACET,
    PRICE_ERRORS,
    type ListingState,
} from '~/lib/catalog/listing-query';
import { parseItalianPrice } from '~/lib/catalog/pricing';
import { normalizeTerm, SEARCH_MAX_CHARS, termLength } from '~/lib/search/search-query';

/** The search term as it is searched (spaces collapsed), at most 100 characters as shoppers count them. */
export const searchTerm = z
    .string({ error: 'must be text' })
    .transform(normalizeTerm)
    .refine(term => termLength(term) <= SEARCH_MAX_CHARS, { error: 'is too long' });

/** 1-based; how deep a listing can be paged is the loader's business (a page past the last is a 404). */
const page = z
    .string({ error: 'must be a whole number from 1' })
    .regex(/^[1-9]\d*$/, { error: 'must be a whole number from 1' })
    .transform(Number);

const sort = z.enum(LISTING_SORTS, { error: 'is not a known order' });

/** A price typed the Italian way ("1.299,90") as cents; bounds above 20 million euros do not fit the catalog's Int. */
const price = z.string({ error: PRICE_ERRORS.notAPrice }).transform((text, ctx) => {
    if (/^\s*-\s*(€\s*)?\d/.test(text)) {
        ctx.issues.push({ code: 'custom', input: text, message: PRICE_ERRORS.negative });
        return z.NEVER;
    }
    const cents = parseItalianPrice(text);
    if (cents === null || cents > MAX_PRICE_CENTS) {
        ctx.issues.push({ code: 'custom', input: text, message: PRICE_ERRORS.notAPrice });
        return z.NEVER;
    }
    return cents;
});

/** A maximum below the minimum is explained beside the maximum, not swapped: the shopper may have mistyped either. */
function checkPriceRange(fields: { price_from?: number; price_to?: number }, ctx: z.RefinementCtx): void {
    if (fields.price_from !== undefined && fields.price_to !== undefined && fields.price_to < fields.price_from) {
        ctx.addIssue({ code: 'custom', path: ['price_to'], message: PRICE_ERRORS.belowMinimum });
    }
}

/** Distinct, well-formed values in the order given, at most 30; anything else (empty, garbled, nested) is left out. */
const listedValues = (pattern: RegExp) =>
    z
        .array(z.unknown())
        .optional()
        .transform(values => {
            const kept: string[] = [];
            for (const raw of values ?? []) {
                if (typeof raw !== 'string') continue;
                const value = raw.trim();
                if (pattern.test(value) && !kept.includes(value)) kept.push(value);
                if (kept.length === MAX_VALUES_PER_FACET) break;
            }
            return kept;
        });

const facetFields = Object.fromEntries(FILTER_FACET_CODES.map(code => [code, listedValues(FACET_VALUE)])) as Record<
    FilterFacetCode,
    ReturnType<typeof listedValues>
>;

const listingFields = {
    ...facetFields,
    price_from: price.optional(),
    price_to: price.optional(),
    // A box: ticked is "1", anything else is not ticked.
    on_sale: z
        .unknown()
        .optional()
        .transform(value => value === '1'),
    sort: sort.optional(),
    page: page.optional(),
};

type ListingFields = z.output<z.ZodObject<typeof listingFields>>;

function toState(fields: ListingFields, categories: string[]): ListingState {
    // The commerce server takes 50 facet values in all.
    let room = MAX_FACET_VALUES;
    const facets: ListingState['facets'] = {};
    for (const code of FILTER_FACET_CODES) {
        const values = fields[code].slice(0, room);
        room -= values.length;
        if (values.length > 0) facets[code] = values;
    }
    const from = fields.price_from ?? null;
    const to = fields.price_to ?? null;
    return {
        page: fields.page ?? 1,
        sort: fields.sort ?? 'relevance',
        facets,
        categories,
        onSale: fields.on_sale,
        priceFrom: from,
        priceTo: to,
    };
}

/** What a listing's query says: the search term (empty on category pages) and the listing's state. */
export interface ListingQuery {
    term: string;
    state: ListingState;
}

/** A category's query; its subject (`id`, `path`) is the route's to read. */
export const categoryListingForm = z
    .object(listingFields)
    .superRefine(checkPriceRange)
    .transform((fields): ListingQuery => ({ term: '', state: toState(fields, []) }));

/** The full search results' query: the header box and the results page's field send `q` alone. */
export const searchListingForm = z
    .object({ ...listingFields, q: searchTerm.optional(), [CATEGORY_PARAM]: listedValues(CATEGORY_SLUG) })
    .superRefine(checkPriceRange)
    .transform((fields): ListingQuery => ({ term: fields.q ?? '', state: toState(fields, fields[CATEGORY_PARAM]) }));

/**
 * A listing across categories that is not a search (the offers, a brand's products): the category filter of the search
 * results, no term.
 */
export const crossCategoryListingForm = z
    .object({ ...listingFields, [CATEGORY_PARAM]: listedValues(CATEGORY_SLUG) })
    .superRefine(checkPriceRange)
    .transform((fields): ListingQuery => ({ term: '', state: toState(fields, fields[CATEGORY_PARAM]) }));

/** The kinds of listing page: a category, the search results, the offers, a brand. */
export type ListingKind = 'category' | 'search' | 'offers' | 'brand';

const SCHEMAS = {
    category: categoryListingForm,
    search: searchListingForm,
    offers: crossCategoryListingForm,
    brand: crossCategoryListingForm,
} satisfies Record<ListingKind, unknown>;

/**
 * Parameters the shop's forms never send, left out like any unknown one: the names Conform keeps for its own use, and
 * names Conform would read as paths into nested fields (`ram[0]`, `colore.x`), which a URL's names are not.
 */
function isForeignName(name: string): boolean {
    return name === '__intent__' || name === '__state__' || /[.[\]]/.test(name);
}

/** Parses a listing's query string, or the fields of one of its forms, with the schema of its kind of page. */
export function parseListingQuery(kind: ListingKind, payload: URLSearchParams | FormData): Submission<ListingQuery> {
    const fields = new URLSearchParams();
    for (const [name, value] of payload) {
        if (typeof value === 'string' && !isForeignName(name)) fields.append(name, value);
    }
    return parseWithZod(fields, { schema: SCHEMAS[kind] });
}

export const checkCategoryQuery = (payload: FormData) => parseListingQuery('category', payload);
export const checkSearchQuery = (payload: FormData) => parseListingQuery('search', payload);
export const checkCrossCategoryQuery = (payload: FormData) => parseListingQuery('offers', payload);
