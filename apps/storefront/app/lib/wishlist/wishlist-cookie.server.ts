// The guest's wishlist cookie: kept while the commerce server knows the shopper's wishlist by its token, dropped once
// a login has merged that wishlist into the customer's (docs/decisions/013-wishlist-merge-at-login.md).
import { expireCookie, readTokenCookie } from '~/lib/session/cookies.server';

export const WISHLIST_COOKIE = 'wishlist';
/** requirements §9: the guest's wishlist cookie lives a year. */
export const WISHLIST_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The guest's wishlist token the request carries, if any; a cookie holding no token counts as none. */
export function guestWishlistToken(request: Request): string | undefined {
    const cookie = readTokenCookie(request.headers.get('cookie'), WISHLIST_COOKIE);
    return cookie.state === 'valid' ? cookie.value : undefined;
}

/** Whether the wishlist cookie holds something that is no token: it is never sent on, and the answer clears it. */
export function malformedWishlistCookie(request: Request): boolean {
    return readTokenCookie(request.headers.get('cookie'), WISHLIST_COOKIE).state === 'malformed';
}

/**
 * For the sign-in action, after the login succeeded: the login request carried the guest's token (the shop context
 * from `wishlistContextFor` sends it as x-wishlist-token), so the commerce server has merged that wishlist into the
 * customer's and deleted it, and the cookie names nothing any more. Answers the Set-Cookie that drops it, or null when
 * the request had no such cookie. Not for a failed login: the guest wishlist is still there, and so must its cookie be.
 */
export function dropGuestWishlistCookieAfterLogin(request: Request, secure: boolean): string | null {
    return guestWishlistToken(request) === undefined ? null : expireCookie(WISHLIST_COOKIE, { secure });
}
