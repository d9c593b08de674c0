/** Variant option groups the catalog is built with: colour choices get swatches, product pages ask for each by code. */
export const COLOUR_OPTION_GROUP = 'colore';
export const SIZE_OPTION_GROUP = 'taglia';

/**
 * What an option group varies, named for the shopper: the shared `taglia` group carries storage sizes ("128 GB"), screen
 * sizes ('55"') and pack sizes ("2 unità") as well as garment-like sizes, and the product page names each for what it is,
 * as the filters do (the server's variantFacets: Memoria, Pollici, Taglia).
 */
export type OptionGroupKind = 'colore' | 'memoria' | 'pollici' | 'confezione' | 'taglia';

const VALUE_KINDS: ReadonlyArray<[Exclude<OptionGroupKind, 'colore' | 'taglia'>, RegExp]> = [
    ['memoria', /^\d+ (GB|TB)$/],
    ['pollici', /^\d+(,\d+)?"$/],
    ['confezione', /unità$/],
];

/** The kind of a product's option group from its code and the names of its values; sizes of no known kind are "taglia". */
export function optionGroupKind(code: string, valueNames: readonly string[]): OptionGroupKind {
    if (code === COLOUR_OPTION_GROUP) return 'colore';
    if (valueNames.length === 0) return 'taglia';
    const kind = VALUE_KINDS.find(([, pattern]) => valueNames.every(name => pattern.test(name)));
    return kind ? kind[0] : 'taglia';
}
