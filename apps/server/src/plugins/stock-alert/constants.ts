/** Names, limits and API messages shared by the back-in-stock alerts' parts (decision 045). */

/** A request waits for stock; it is done once its email has gone, or once cancelled from the email's link. */
export const STOCK_ALERT_STATUSES = ['pending', 'notified', 'cancelled'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

/** Random bytes of the nonce each request's cancel link is signed with; a new request gets a new one. */
export const NONCE_BYTES = 16;
/** Longest token accepted, so a crafted one cannot make us parse or hash megabytes. */
export const MAX_TOKEN_LENGTH = 128;
/** What the cancel link's signature is bound to, so it can never stand in for another of the shop's signatures. */
export const TOKEN_PURPOSE = 'stock-alert-cancel';

/** Pending requests read and claimed per statement when a variant comes back. */
export const NOTIFY_BATCH_SIZE = 200;

/** Messages for API users, in English like the rest of the shop API; the storefront shows its own Italian text. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';
export const VARIANT_NOT_FOUND_MESSAGE = 'No product variant is sold with this sku or id';
export const NOT_SOLD_OUT_MESSAGE = 'This product is available: it can be ordered now';
export const INVALID_TOKEN_MESSAGE = 'This cancel link is not valid';

export const loggerCtx = 'StockAlertPlugin';
