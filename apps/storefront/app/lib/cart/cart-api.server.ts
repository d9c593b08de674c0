// The browser's cart endpoints (/api/cart/<method>): JSON in, `{ cart }` or `{ error, message }` out, never cached.
import {
    addInput,
    couponInput,
    giftCardInput,
    parseInput,
    removeInput,
    servicesInput,
    updateInput,
} from '~/lib/cart/cart-input';
import { changeServices, checkServiceChoice, servicesToSet, type ServiceStep } from '~/lib/cart/cart-services';
import type { CartAnswer } from '~/lib/cart/cart';
import {
    addToCart,
    adjustCartLine,
    applyCoupon,
    applyGiftCard,
    clearCart,
    loadCart,
    removeAllCartServices,
    removeCartLine,
    removeCoupon,
    removeGiftCard,
    setCartServices,
    type CartResult,
} from '~/lib/cart/cart.server';
import type { CartErrorKey } from '~/lib/cart/cart-errors';
import { cartVersion } from '~/lib/cart/cart-version';
import { getProduct } from '~/lib/catalog/catalog.server';
import { getI18n } from '~/lib/i18n/i18n';
import { DEFAULT_LOCALE } from '~/lib/locale/markets';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';

const MAX_BODY_BYTES = 4096;

/** Besides the `cart.errors` keys: errors whose text lives under `cart.giftCard` / `cart.services`. */
type CartAnswerError = CartErrorKey | 'giftCardInvalid' | 'servicesRemoved' | 'cartCleared' | 'servicesInvalid';

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
async function guarded(call: () => Promise<Response>, notFound: CartAnswerError = 'generic'): Promise<Response> {
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
    notFound?: CartAnswerError,
): Promise<Response> {
    const body = await readJson(request);
    if (!body.ok) return body.response;
    const parsed = parseInput(schema, body.body);
    if (!parsed.ok) return answer({ error: parsed.error }, 400);
    const ctx = shopContextFor(request, DEFAULT_LOCALE);
    return guarded(() => then(parsed.value, ctx), notFound);
}

/**
 * The shopper changed a line of the cart they were shown: when the cart is no longer that one (another tab or device
 * changed it), the change is refused, so it never lands on lines the shopper cannot see. Null when it may go ahead.
 */
async function outdated(
    ctx: ShopRequestContext,
    secure: boolean,
    expected: string | undefined,
): Promise<Response | null> {
    if (expected === undefined) return null;
    const current = await loadCart(ctx, secure);
    if (!current.ok || cartVersion(current.cart) === expected) return null;
    return answer({ error: 'outdated', message: 'The cart changed since it was shown' }, 409);
}

/** Changing a line needs a cart, hence a session: without one no line can be the shopper's. */
function noCart(): Response {
    return answer({ error: 'lineNotFound', message: 'There is no cart to change' }, 404);
}

/** One step of the services fallback; a session cookie a step renews still reaches the shopper. */
function serviceStep(call: () => Promise<CartResult>, cookies: string[]): () => Promise<ServiceStep> {
    return async () => {
        try {
            const result = await call();
            if (result.setCookie) cookies.push(result.setCookie);
            return result.ok ? { ok: true, cart: result.cart } : { ok: false };
        } catch (error) {
            console.error(`[cart] ${error instanceof Error ? error.message : String(error)}`);
            return { ok: false };
        }
    };
}

/** `cookies`: Set-Cookie values of calls made before in the same request (a guest's first add). */
async function services(
    call: CartCall,
    productSku: string,
    serviceSkus: string[],
    ctx: ShopRequestContext,
    cookies: string[] = [],
) {
    const outcome = await changeServices({
        setServices: serviceStep(() => setCartServices(ctx, call.secure, productSku, serviceSkus), cookies),
        removeAllServices: serviceStep(() => removeAllCartServices(ctx, call.secure), cookies),
        clearCart: serviceStep(() => clearCart(ctx, call.secure), cookies),
    });
    const cookie = cookies.at(-1) ?? null;
    if (outcome.kind === 'done') return answer({ cart: outcome.cart }, 200, cookie);
    if (outcome.kind === 'failed') {
        return answer({ error: 'generic', message: 'The cart is not available right now' }, 503, cookie);
    }
    // The cart changed all the same: the browser shows it along with the notice.
    const message =
        outcome.kind === 'servicesRemoved'
            ? 'Cart Error: associated services for all products had to be removed, please try again'
            : 'Cart Fatal Error: your cart has been emptied';
    return answer({ error: outcome.kind, message, cart: outcome.cart }, 409, cookie);
}

/**
 * The product page's add with its service boxes: the choice is checked against the product's offer before anything
 * changes, then the product is added and its services set to exactly the ticked ones (through the fallbacks above).
 */
async function addWithServices(
    call: CartCall,
    ctx: ShopRequestContext,
    input: { variantId: string; quantity: number; productCode: string; serviceSkus: string[] },
): Promise<Response> {
    const product = await getProduct(DEFAULT_LOCALE, input.productCode);
    const choice = checkServiceChoice(product, input.variantId, input.serviceSkus);
    if (!choice.ok && choice.reason === 'variant') {
        return answer({ error: 'notAddable', message: 'variantId is not a variant of productCode' }, 400);
    }
    if (!choice.ok) {
        const message = getI18n(DEFAULT_LOCALE).t('cart.services.invalid');
        return answer({ error: 'servicesInvalid', message }, 400);
    }
    const added = await addToCart(ctx, call.secure, input.variantId, input.quantity);
    const wanted = added.ok ? servicesToSet(added.cart, choice.productSku, input.serviceSkus, 'exact') : null;
    if (!added.ok || wanted === null) return fromResult(added);
    const cookies = added.setCookie ? [added.setCookie] : [];
    return services(call, choice.productSku, wanted, { ...ctx, authToken: added.authToken }, cookies);
}

export const cartApi = {
    load: ({ request, secure }: CartCall) =>
        guarded(async () => fromResult(await loadCart(shopContextFor(request, DEFAULT_LOCALE), secure))),
    add: (call: CartCall) =>
        withBody(call, addInput, async ({ variantId, quantity, productCode, serviceSkus }, ctx) =>
            productCode !== undefined && serviceSkus !== undefined
                ? addWithServices(call, ctx, { variantId, quantity, productCode, serviceSkus })
                : fromResult(await addToCart(ctx, call.secure, variantId, quantity)),
        ),
    update: (call: CartCall) =>
        withBody(
            call,
            updateInput,
            async ({ lineId, quantity, expectedVersion }, ctx) => {
                if (!ctx.authToken) return noCart();
                const refused = await outdated(ctx, call.secure, expectedVersion);
                return refused ?? fromResult(await adjustCartLine(ctx, call.secure, lineId, quantity));
            },
            'lineNotFound',
        ),
    remove: (call: CartCall) =>
        withBody(
            call,
            removeInput,
            async ({ lineId, expectedVersion }, ctx) => {
                if (!ctx.authToken) return noCart();
                const refused = await outdated(ctx, call.secure, expectedVersion);
                return refused ?? fromResult(await removeCartLine(ctx, call.secure, lineId));
            },
            'removeFailed',
        ),
    coupon: (call: CartCall) =>
        withBody(call, couponInput, async ({ code }, ctx) => fromResult(await applyCoupon(ctx, call.secure, code))),
    couponRemove: (call: CartCall) =>
        withBody(call, couponInput, async ({ code }, ctx) =>
            ctx.authToken ? fromResult(await removeCoupon(ctx, call.secure, code)) : noCart(),
        ),
    giftCard: (call: CartCall) =>
        withBody(
            call,
            giftCardInput,
            async ({ code }, ctx) => fromResult(await applyGiftCard(ctx, call.secure, code)),
            'giftCardInvalid',
        ),
    giftCardRemove: (call: CartCall) =>
        withBody(
            call,
            giftCardInput,
            async ({ code }, ctx) =>
                ctx.authToken ? fromResult(await removeGiftCard(ctx, call.secure, code)) : noCart(),
            'giftCardInvalid',
        ),
    // Services belong to a product line already in the cart, hence to a session.
    services: (call: CartCall) =>
        withBody(call, servicesInput, async ({ productSku, serviceSkus }, ctx) =>
            ctx.authToken ? services(call, productSku, serviceSkus, ctx) : noCart(),
        ),
};
