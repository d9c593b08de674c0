// The browser's wishlist endpoints (/api/wishlist/*): input checked here, the work in wishlist.server.ts. Answers are
// per-shopper (no-store); a guest's new token goes into the httpOnly `wishlist` cookie; input errors answer 400 with
// `{ error, code }`, and a commerce failure 502/503, never 500.
import { readJson } from '~/lib/http/request-body.server';
import { expireCookie, serializeCookie } from '~/lib/session/cookies.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { isRateLimited, ShopApiError, type ShopApiGraphQLError, type ShopApiResult } from '~/lib/vendure/client.server';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';
import type { WishlistErrorCode } from '~/lib/wishlist/view';
import { malformedWishlistCookie } from '~/lib/wishlist/wishlist-cookie.server';
import {
    parseBody,
    parseLoadQuery,
    parseMembershipQuery,
    removeInput,
    toggleInput,
    updateInput,
} from '~/lib/wishlist/wishlist-input';
import {
    loadWishlist,
    removeFromWishlist,
    toggleWishlistItem,
    updateWishlistItem,
    WISHLIST_COOKIE,
    WISHLIST_COOKIE_MAX_AGE_SECONDS,
    wishlistContextFor,
    wishlistMembership,
    WishlistMutationError,
    type WishlistServerErrorCode,
} from '~/lib/wishlist/wishlist.server';

interface Call {
    request: Request;
    secureCookies: boolean;
    locale?: string;
}

function answer(body: unknown, status = 200, cookies: string[] = []): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return Response.json(body, { status, headers });
}

function invalid(error: string): Response {
    return answer({ error, code: 'invalid' satisfies WishlistErrorCode }, 400);
}

/**
 * The message-catalog key (`wishlist.errors.<key>`) for each ErrorResult code of the wishlist mutations; a code the
 * server adds must be given one here, or the typecheck fails.
 */
const ERROR_KEYS: Record<WishlistServerErrorCode, WishlistErrorCode> = {
    WISHLIST_FULL_ERROR: 'full',
    WISHLIST_PRODUCT_UNAVAILABLE_ERROR: 'cannotAdd',
    WISHLIST_ITEM_NOT_FOUND_ERROR: 'notFound',
    WISHLIST_QUANTITY_ERROR: 'invalid',
    WISHLIST_ITEM_REFERENCE_ERROR: 'invalid',
    // Nothing was changed; the shopper's next try goes through.
    WISHLIST_CONCURRENT_CHANGE_ERROR: 'concurrent',
};

/** The catalog key of a wishlist mutation's refusal (`wishlist.errors.<code>`). */
export function wishlistErrorCode(error: WishlistMutationError): WishlistErrorCode {
    return ERROR_KEYS[error.errorCode] ?? 'invalid';
}

/** A failed call as the browser should see it: input errors are the shopper's (400), the rest the server's. */
export function failureAnswer(error: unknown): Response {
    if (error instanceof WishlistMutationError) {
        return answer({ error: error.message, code: wishlistErrorCode(error) }, 400);
    }
    if (isRateLimited(error)) {
        const limited = answer({ error: 'Too many attempts', code: 'rateLimited' }, 429);
        limited.headers.set('Retry-After', String(error.retryAfter ?? 60));
        return limited;
    }
    if (error instanceof ShopApiError) {
        // Malformed input the server refuses outright (a page token, a page size): the request was bad.
        const causes = Array.isArray(error.cause) ? (error.cause as ShopApiGraphQLError[]) : [];
        const userError = causes.find(cause => cause.extensions?.code === 'USER_INPUT_ERROR');
        if (userError) {
            return answer({ error: userError.message, code: 'invalid' }, 400);
        }
        console.error(`[wishlist] ${error.message}`);
        return answer({ error: 'The wishlist is not available right now', code: 'unavailable' }, error.status);
    }
    console.error('[wishlist] unexpected failure', error);
    return answer({ error: 'The wishlist is not available right now', code: 'unavailable' }, 502);
}

/** Set-Cookie headers for what a call brought back: a new guest token, a new session token. */
function cookiesFor(
    call: Call,
    ctx: ShopRequestContext,
    guestToken: string | null,
    session: ShopApiResult<unknown>,
): string[] {
    const cookies: string[] = [];
    if (!guestToken && malformedWishlistCookie(call.request)) {
        cookies.push(expireCookie(WISHLIST_COOKIE, { secure: call.secureCookies }));
    }
    if (guestToken) {
        cookies.push(
            serializeCookie(WISHLIST_COOKIE, guestToken, {
                maxAgeSeconds: WISHLIST_COOKIE_MAX_AGE_SECONDS,
                secure: call.secureCookies,
            }),
        );
    }
    const sessionCookie = sessionCookieFor(session, ctx, call.secureCookies);
    if (sessionCookie) cookies.push(sessionCookie);
    return cookies;
}

/** POST bodies are JSON only (a cross-site form cannot send that without the browser asking first), read within the limit. */
async function jsonBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
    const body = await readJson(request);
    if (body.ok) return { ok: true, value: body.body };
    return {
        ok: false,
        response: answer({ error: body.error, code: 'invalid' satisfies WishlistErrorCode }, body.status),
    };
}

async function guarded(work: () => Promise<Response>): Promise<Response> {
    try {
        return await work();
    } catch (error) {
        return failureAnswer(error);
    }
}

/** GET /api/wishlist/load?pageToken=… */
export function loadEndpoint(call: Call): Promise<Response> {
    return guarded(async () => {
        const parsed = parseLoadQuery(new URL(call.request.url).searchParams);
        if (!parsed.ok) return invalid(parsed.error);
        const ctx = wishlistContextFor(call.request, call.locale ?? DEFAULT_LOCALE);
        const result = await loadWishlist(ctx, parsed.value);
        return answer(result.value, 200, cookiesFor(call, ctx, null, result.session));
    });
}

/** GET /api/wishlist/has-items?sku=…&sku=… (at most 100): which are in the wishlist, and the count for the header. */
export function hasItemsEndpoint(call: Call): Promise<Response> {
    return guarded(async () => {
        const parsed = parseMembershipQuery(new URL(call.request.url).searchParams);
        if (!parsed.ok) return invalid(parsed.error);
        const ctx = wishlistContextFor(call.request, call.locale ?? DEFAULT_LOCALE);
        const result = await wishlistMembership(ctx, parsed.value);
        return answer(result.value, 200, cookiesFor(call, ctx, null, result.session));
    });
}

/** POST /api/wishlist/toggle { sku } → { inWishlist, item?, totalItems } */
export function toggleEndpoint(call: Call): Promise<Response> {
    return guarded(async () => {
        const body = await jsonBody(call.request);
        if (!body.ok) return body.response;
        const parsed = parseBody(toggleInput, body.value);
        if (!parsed.ok) return invalid(parsed.error);
        const ctx = wishlistContextFor(call.request, call.locale ?? DEFAULT_LOCALE);
        const result = await toggleWishlistItem(ctx, parsed.value.sku);
        return answer(
            {
                inWishlist: result.inWishlist,
                ...(result.item ? { item: result.item } : {}),
                totalItems: result.totalItems,
            },
            200,
            cookiesFor(call, ctx, result.guestToken, result.session),
        );
    });
}

/** POST /api/wishlist/update { itemUid, quantity ≥ 1 } → { item, totalItems } */
export function updateEndpoint(call: Call): Promise<Response> {
    return guarded(async () => {
        const body = await jsonBody(call.request);
        if (!body.ok) return body.response;
        const parsed = parseBody(updateInput, body.value);
        if (!parsed.ok) return invalid(parsed.error);
        const ctx = wishlistContextFor(call.request, call.locale ?? DEFAULT_LOCALE);
        const result = await updateWishlistItem(ctx, parsed.value.itemUid, parsed.value.quantity);
        return answer(
            { item: result.value.item, totalItems: result.value.totalItems },
            200,
            cookiesFor(call, ctx, null, result.session),
        );
    });
}

/** POST /api/wishlist/remove { itemUid } → { item: null, totalItems } */
export function removeEndpoint(call: Call): Promise<Response> {
    return guarded(async () => {
        const body = await jsonBody(call.request);
        if (!body.ok) return body.response;
        const parsed = parseBody(removeInput, body.value);
        if (!parsed.ok) return invalid(parsed.error);
        const ctx = wishlistContextFor(call.request, call.locale ?? DEFAULT_LOCALE);
        const result = await removeFromWishlist(ctx, parsed.value.itemUid);
        return answer(
            { item: null, totalItems: result.value.totalItems },
            200,
            cookiesFor(call, ctx, null, result.session),
        );
    });
}
