// The limits every request to the storefront meets before React Router sees it (decision 020): body size, URL length,
// time, and a Host header that can be read as a host.

/**
 * The largest form body an action reads. The cart page's services form is the biggest real one: 20 service SKUs of
 * up to 100 characters, about 2.4 KB urlencoded, 6.5 KB if every character needed percent-encoding, 4.5 KB as
 * multipart with a browser's framing. 16 KiB leaves room for the forms checkout will add; past it nothing is read.
 */
export const MAX_FORM_BYTES = 16 * 1024;

/** The largest JSON body of /api: the biggest real one (an add with 20 services) is about 2.4 KB. */
export const MAX_JSON_BYTES = 8 * 1024;

/** The largest body of any route: a longer declared body is refused by the HTTP server before React Router runs. */
export const MAX_BODY_BYTES = Math.max(MAX_FORM_BYTES, MAX_JSON_BYTES);

/**
 * The longest request target (path and query). Listing URLs carry their filters in the query: 50 facet values (the
 * commerce server's maximum) of the catalog's codes, under 30 characters each, stay under 3 KB with their names.
 * Past this the URL is not one of ours: 414.
 */
export const MAX_URL_LENGTH = 4096;

/** Time for a client to send the request headers, and the whole request: a 16 KiB form arrives in well under a second. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks those two timeouts (its default, 30 s, would let a slow client hold a socket 40 s past the headers timeout). */
export const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

// RFC 3986 host: a registered name (letters, digits, '-', '.', '_'), an IPv4 address, or an IPv6 literal in brackets;
// then an optional port. Percent-encoded and other sub-delims characters are legal in theory but never name this shop.
const HOST =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether a Host header names a host: `a b`, an empty value, `x/y` or `user@host` do not. */
export function isValidHost(host: string | undefined): boolean {
    if (!host || host.length > 255 || !HOST.test(host)) return false;
    const port = /:(\d+)$/.exec(host)?.[1];
    return port === undefined || Number(port) <= 65535;
}
