// The browser's cart endpoints (/api/cart/<method>): JSON in, `{ cart }` or `{ error, message }` out, never cached.
import { addInput, couponInput, parseInput, removeInput, updateInput } from '~/lib/cart/cart-input';
import type { CartAnswer } from '~/lib/cart/cart';
import {
    addToCart,
    adjustCartLine,
    applyCoupon,
    loadCart,
    removeCartLine,
    removeCoupon,
    type CartResult,
} from '~/lib/cart/cart.server';
import type { CartErrorKey } from '~/lib/cart/cart-errors';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';

const MAX_BODY_BYTES = 4096;

interface CartCall {
    request: Request;
    secure: boolean;
}

function answer(body: CartAnswer | { error: string }, status: number, setCookie?: string | null): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (setCookie) headers.append('Set-Cookie', setCookie);
    return Response.json(body, { status, headers });
}

/** Error results are the shopper's request meeting the cart's rules: a conflict, not a server fault. */
function fromResult(result: CartResult): Response {
    if (result.ok) return answer({ cart: result.cart }, 200, result.setCookie);
    return answer({ error: result.error, message: result.serverMessage }, 409, result.setCookie);
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
    const type = request.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) {
        return { ok: false, response: answer({ error: 'Send the body as application/json' }, 415) };
    }
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return { ok: false, response: answer({ error: 'Body too large' }, 413) };
    try {
        return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
        return { ok: false, response: answer({ error: 'Body is not valid JSON' }, 400) };
    }
}

/**
 * A GraphQL error here means the request named something the shopper's cart does not have (another cart's line);
 * an unreachable commerce server stays a 503 so the browser knows to try again later.
 */
async function guarded(call: () => Promise<Response>, notFound: CartErrorKey = 'generic'): Promise<Response> {
    try {
        return await call();
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[cart] ${error.message}`);
        if (error.status === 503)
            return answer({ error: 'generic', message: 'The cart is not available right now' }, 503);
        return answer({ error: notFound, message: 'The cart could not be changed' }, 409);
    }
}

async function withBody<T>(
    { request }: CartCall,
    schema: Parameters<typeof parseInput<T>>[0],
    then: (value: T, ctx: ShopRequestContext) => Promise<Response>,
    notFound?: CartErrorKey,
): Promise<Response> {
    const body = await readJson(request);
    if (!body.ok) return body.response;
    const parsed = parseInput(schema, body.body);
    if (!parsed.ok) return answer({ error: parsed.error }, 400);
    const ctx = shopContextFor(request, DEFAULT_LOCALE);
    return guarded(() => then(parsed.value, ctx), notFound);
}

/** Changing a line needs a cart, hence a session: without one no line can be the shopper's. */
function noCart(): Response {
    return answer({ error: 'lineNotFound', message: 'There is no cart to change' }, 404);
}

export const cartApi = {
    load: ({ request, secure }: CartCall) =>
        guarded(async () => fromResult(await loadCart(shopContextFor(request, DEFAULT_LOCALE), secure))),
    add: (call: CartCall) =>
        withBody(call, addInput, async ({ variantId, quantity }, ctx) =>
            fromResult(await addToCart(ctx, call.secure, variantId, quantity)),
        ),
    update: (call: CartCall) =>
        withBody(
            call,
            updateInput,
            async ({ lineId, quantity }, ctx) =>
                ctx.authToken ? fromResult(await adjustCartLine(ctx, call.secure, lineId, quantity)) : noCart(),
            'lineNotFound',
        ),
    remove: (call: CartCall) =>
        withBody(
            call,
            removeInput,
            async ({ lineId }, ctx) =>
                ctx.authToken ? fromResult(await removeCartLine(ctx, call.secure, lineId)) : noCart(),
            'removeFailed',
        ),
    coupon: (call: CartCall) =>
        withBody(call, couponInput, async ({ code }, ctx) => fromResult(await applyCoupon(ctx, call.secure, code))),
    couponRemove: (call: CartCall) =>
        withBody(call, couponInput, async ({ code }, ctx) =>
            ctx.authToken ? fromResult(await removeCoupon(ctx, call.secure, code)) : noCart(),
        ),
};
