/** Variant option groups the catalog is built with: colour choices get swatches, product pages ask for each by code. */
export const COLOUR_OPTION_GROUP = 'colore';
export const SIZE_OPTION_GROUP = 'taglia';
