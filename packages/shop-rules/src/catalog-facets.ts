/** Facet codes the catalog is built with: the server indexes products by them, the storefront's filter URLs name them. */

/**
 * Facets shoppers filter on (requirements §3 facet filters), in the one order the shop shows them: the server lists a
 * listing's facets in it, the storefront writes filter parameters and active-filter chips in it.
 */
export const FILTER_FACET_CODES = [
    'manufacturer',
    'condizione',
    'colore',
    'taglia',
    'memoria',
    'ram',
    'processore',
    'classe_energetica',
    'dimensioni_schermo',
] as const;
export type FilterFacetCode = (typeof FILTER_FACET_CODES)[number];

export function isFilterFacetCode(code: string): code is FilterFacetCode {
    return (FILTER_FACET_CODES as readonly string[]).includes(code);
}

/**
 * Facets that describe one kind of product: a phone's memory, a computer's processor, a television's screen. A listing
 * across categories (the offers, a brand, search results) offers them only once it is narrowed to one category, as
 * the large Italian shops do: "Processore" beside washing machines helps nobody (decision 052).
 */
export const ONE_KIND_FACET_CODES = [
    'taglia',
    'memoria',
    'ram',
    'processore',
    'dimensioni_schermo',
] as const satisfies readonly FilterFacetCode[];

export function describesOneKind(code: string): boolean {
    return (ONE_KIND_FACET_CODES as readonly string[]).includes(code);
}

/** The private facet whose value codes are category slugs: it places products in categories. */
export const CATEGORY_FACET_CODE = 'categoria';
/** The brand shown on product cards and cart lines is the product's value of this facet. */
export const BRAND_FACET_CODE = 'manufacturer';
export const CONDITION_FACET_CODE = 'condizione';
export const ENERGY_CLASS_FACET_CODE = 'classe_energetica';
