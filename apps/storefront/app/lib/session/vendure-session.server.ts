// Keeps the commerce server's session token in the shopper's httpOnly cookie, so cart and login survive between requests.
import { expireCookie, serializeCookie } from '~/lib/session/cookies.server';
import type { ShopApiResult } from '~/lib/vendure/client.server';
import { VENDURE_TOKEN_COOKIE, type ShopRequestContext } from '~/lib/vendure/request-context.server';

/** Vendure's default session lifetime is one year; the cookie lives as long. */
const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie header to send back when the commerce server issued a new token, or the one that clears a session
 * cookie holding no token (a shopper would otherwise carry it on every request); null when nothing changed.
 * Per-shopper loaders and actions add it to their response headers.
 */
export function sessionCookieFor(
    result: ShopApiResult<unknown>,
    ctx: ShopRequestContext,
    secure: boolean,
): string | null {
    if (!result.authToken || result.authToken === ctx.authToken) {
        return ctx.malformedAuthToken ? expireCookie(VENDURE_TOKEN_COOKIE, { secure }) : null;
    }
    return serializeCookie(VENDURE_TOKEN_COOKIE, result.authToken, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, secure });
}
