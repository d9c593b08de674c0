// Who is asking, as the commerce server should see it: market from the first path segment, the rest from cookies.
import { marketFor } from '~/lib/locale/markets';
import { readCookie } from '~/lib/session/cookies.server';

export interface ShopRequestContext {
    store: string;
    locale: string;
    country: string;
    market: string;
    currency: string;
    acceptLanguage: string;
    /** Vendure session token from the shopper's cookie; absent for anonymous browsing. */
    authToken?: string;
    /** The shopper's shop cookies (requirements §3 list), forwarded as requirements §7 asks; other cookies stay with the storefront. */
    cookieHeader?: string;
    /** A guest's wishlist token (the httpOnly `wishlist` cookie); set only on wishlist calls, sent as x-wishlist-token. */
    wishlistToken?: string;
    /** The shopper's IP as the storefront's HTTP front found it (CLIENT_IP_HEADER), forwarded as X-Forwarded-For. */
    clientIp?: string;
}

/**
 * Set by the HTTP front (server.ts) on every request from the connection's address, trusted proxies taken into
 * account, replacing whatever the request carried: only the storefront itself writes it.
 */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

export const VENDURE_TOKEN_COOKIE = 'vendure-token';

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

function forwardedCookies(header: string | undefined): string | undefined {
    if (!header) return undefined;
    const kept = header
        .split(';')
        .map(part => part.trim())
        .filter(part => FORWARDED_COOKIES.includes(part.slice(0, part.indexOf('='))));
    return kept.length > 0 ? kept.join('; ') : undefined;
}

export function shopContextFor(request: Request, locale: string | undefined): ShopRequestContext {
    const market = marketFor(locale);
    const cookieHeader = request.headers.get('cookie') ?? undefined;
    const country = readCookie(cookieHeader, 'country');
    return {
        store: readCookie(cookieHeader, 'store') || 'default',
        locale: market.locale,
        country: country && market.countries.includes(country) ? country : (market.countries[0] as string),
        market: market.market,
        currency: market.currency,
        // The shop speaks Italian whatever the browser prefers (requirements §1).
        acceptLanguage: 'it-IT',
        authToken: readCookie(cookieHeader, VENDURE_TOKEN_COOKIE) || undefined,
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
