// Who is asking, as the commerce server should see it: market from the first path segment, the rest from cookies.
import { marketFor } from '~/lib/locale/markets';
import { readCookie, readTokenCookie } from '~/lib/session/cookies.server';

export interface ShopRequestContext {
    store: string;
    locale: string;
    country: string;
    market: string;
    currency: string;
    acceptLanguage: string;
    /** Vendure session token from the shopper's cookie; absent for anonymous browsing. */
    authToken?: string;
    /** The session cookie held something that is no token: not sent on, and cleared in the answer. */
    malformedAuthToken?: boolean;
    /** The shopper's shop cookies (requirements §3 list), forwarded as requirements §7 asks; other cookies stay with the storefront. */
    cookieHeader?: string;
    /** A guest's wishlist token (the httpOnly `wishlist` cookie); set only on wishlist calls, sent as x-wishlist-token. */
    wishlistToken?: string;
    /** The shopper's IP as the storefront's HTTP front found it (CLIENT_IP_HEADER), forwarded as X-Forwarded-For. */
    clientIp?: string;
    /**
     * The reCAPTCHA token the shopper's browser got for the action (lib/bot-check/recaptcha.ts); set only on the calls
     * the commerce server's bot check protects, sent as x-recaptcha-token (decision 029).
     */
    botCheckToken?: string;
}

/**
 * Set by the HTTP front (server.ts) on every request from the connection's address, trusted proxies taken into
 * account, replacing whatever the request carried: only the storefront itself writes it.
 */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

export const VENDURE_TOKEN_COOKIE = 'vendure-token';

/**
 * Marks the cookie of a signed-in commerce session (`s.` before the token, which is hex): without the `customer`
 * cookie beside it, the session is ended before any page runs (decision 064). A guest's token goes bare.
 */
export const SIGNED_IN_TOKEN_PREFIX = 's.';

/** The commerce token a `vendure-token` cookie value holds, and whether it was issued at a sign-in. */
export function commerceToken(value: string): { token: string; signedIn: boolean } {
    return value.startsWith(SIGNED_IN_TOKEN_PREFIX)
        ? { token: value.slice(SIGNED_IN_TOKEN_PREFIX.length), signedIn: true }
        : { token: value, signedIn: false };
}

/** The cookies requirements §3 names; only these travel on to the commerce server. */
const FORWARDED_COOKIES = [
    'currency',
    'country',
    'locale',
    'cart',
    'customer',
    'store',
    'market',
    // The wishlist cookie is a guest's secret token: it travels only on wishlist calls, as the x-wishlist-token header.
    'segments',
];

/** RFC 6265 cookie-octets, optionally in double quotes: anything else is not a cookie value to pass on. */
const COOKIE_VALUE = /^(?:[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*|"[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*")$/;

function forwardedCookies(header: string | undefined): string | undefined {
    if (!header) return undefined;
    const kept = header
        .split(';')
        .map(part => part.trim())
        .filter(part => {
            const eq = part.indexOf('=');
            const name = part.slice(0, eq);
            // A malformed value (a `%00` that decodes to a control character, say) stays here.
            return (
                eq > 0 &&
                FORWARDED_COOKIES.includes(name) &&
                COOKIE_VALUE.test(part.slice(eq + 1)) &&
                readCookie(part, name) !== undefined
            );
        });
    return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Store codes travel as the x-store header: a cookie with anything else in it names the default store. */
const STORE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function shopContextFor(request: Request, locale: string | undefined): ShopRequestContext {
    const market = marketFor(locale);
    const cookieHeader = request.headers.get('cookie') ?? undefined;
    const country = readCookie(cookieHeader, 'country');
    const store = readCookie(cookieHeader, 'store');
    const token = readTokenCookie(cookieHeader, VENDURE_TOKEN_COOKIE);
    return {
        store: store && STORE_CODE.test(store) ? store : 'default',
        locale: market.locale,
        country: country && market.countries.includes(country) ? country : (market.countries[0] as string),
        market: market.market,
        currency: market.currency,
        // The shop speaks Italian whatever the browser prefers (requirements §1).
        acceptLanguage: 'it-IT',
        ...(token.state === 'valid' ? { authToken: commerceToken(token.value).token } : {}),
        ...(token.state === 'malformed' ? { malformedAuthToken: true } : {}),
        cookieHeader: forwardedCookies(cookieHeader),
        clientIp: request.headers.get(CLIENT_IP_HEADER) ?? undefined,
    };
}

/** Context for public, cacheable data: the same for every shopper of a locale, never carrying a session. */
export function publicShopContext(locale: string): ShopRequestContext {
    const market = marketFor(locale);
    return {
        store: 'default',
        locale: market.locale,
        country: market.countries[0] as string,
        market: market.market,
        currency: market.currency,
        acceptLanguage: 'it-IT',
    };
}
