/** Names, messages and limits shared by the cart plugin's parts (messages as SPEC §8 words them). */

/** SPEC §8: a variant asked for beyond its saleable stock. */
export const MAX_SALEABLE_MESSAGE = 'You reached the maximum saleable quantity';
/** A variant that is not for sale (no price) or a service added on its own. */
export const NOT_ADDABLE_MESSAGE = 'This product cannot be added to your cart';
/** SPEC §8: any refused change to a product's attached services. */
export const SERVICE_ERROR_MESSAGE = 'error adding the service';

/** SPEC §3: the notes value meaning "no services attached". */
export const EMPTY_NOTES = '{}';
/** Longest notes JSON accepted: far above any real cart, far below a column an attacker could fill. */
export const MAX_NOTES_LENGTH = 8_000;
export const MAX_NOTES_PRODUCTS = 50;
export const MAX_SERVICES_PER_PRODUCT = 20;
export const MAX_SKU_LENGTH = 100;

/** The private facet whose value codes are category slugs (the catalog plugin places products with it). */
export const CATEGORY_FACET_CODE = 'categoria';

export const loggerCtx = 'CartPlugin';
