// Keeps the commerce server's session token in the shopper's httpOnly cookie, so cart and login survive between requests.
import { customerSessionSeconds } from '~/lib/account/customer-token.server';
import { expireCookie, serializeCookie } from '~/lib/session/cookies.server';
import type { ShopApiResult } from '~/lib/vendure/client.server';
import {
    SIGNED_IN_TOKEN_PREFIX,
    VENDURE_TOKEN_COOKIE,
    type ShopRequestContext,
} from '~/lib/vendure/request-context.server';

/**
 * The commerce server's sessions last CUSTOMER_SESSION_DAYS (its `sessionDuration`, decision 064), as long as the
 * `customer` cookie of a sign-in: the token's cookie lives as long, so neither outlives the other.
 */
function sessionMaxAgeSeconds(): number {
    return customerSessionSeconds();
}

/** The token cookie of a session a sign-in (or a password reset) just opened, marked as signed in. */
export function signedInSessionCookie(token: string, secure: boolean): string {
    return serializeCookie(VENDURE_TOKEN_COOKIE, `${SIGNED_IN_TOKEN_PREFIX}${token}`, {
        maxAgeSeconds: sessionMaxAgeSeconds(),
        secure,
    });
}

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
    return serializeCookie(VENDURE_TOKEN_COOKIE, result.authToken, { maxAgeSeconds: sessionMaxAgeSeconds(), secure });
}
