// The cart's operations in one place (add, quantity, remove, coupon, gift card, and the services kept in the cart notes),
// behind one union on `intent`. Two thin adapters answer them: /api/cart/<intent> as JSON, the pages' plain forms as a
// 303 back with a notice, or a 400 with the form's errors and values.
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect } from 'react-router';
import type { CartView } from '~/lib/cart/cart';
import type { CartResult } from '~/lib/cart/cart.server';
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
} from '~/lib/cart/cart.server';
import { cartFormId } from '~/lib/cart/cart-form-id';
import { cartPageForm, productAddForm } from '~/lib/cart/cart-forms';
import { cartIntents, isCartIntent, parseInput, type CartOperation } from '~/lib/cart/cart-input';
import { cartErrorMessageKey, cartErrorTitleKey, type CartAnswerError } from '~/lib/cart/cart-messages';
import { changeServices, checkServiceChoice, servicesToSet, type ServiceOfferOf } from '~/lib/cart/cart-services';
import { cartVersion } from '~/lib/cart/cart-version';
import { getProduct } from '~/lib/catalog/catalog.server';
import { formErrors } from '~/lib/forms/form-reply.server';
import { readForm } from '~/lib/forms/read-form.server';
import { readJson } from '~/lib/http/request-body.server';
import { anyKey, getI18n } from '~/lib/i18n/i18n';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { cartPagePath } from '~/lib/locale/shop-paths';
import { isRateLimited, ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor, type ShopRequestContext } from '~/lib/vendure/request-context.server';

/** What the shopper is told on success: a catalog key and its values. */
interface Done {
    key: string;
    values?: Record<string, string>;
}

/** `cookie`: the last session cookie the calls set (a guest's first add starts the session). */
export type CartOutcome =
    | { ok: true; cart: CartView; cookie: string | null; done: Done }
    | {
          ok: false;
          status: 400 | 404 | 409 | 429 | 503;
          error: CartAnswerError;
          /** The figures the error's text names ("ti mancano 450,01 €", the day a card expired). */
          values?: Record<string, string>;
          /** With 429: seconds until the commerce server's rate limit lets the shopper try again. */
          retryAfter?: number;
          /** For the logs and the API's callers; shoppers read the catalog text of `error`. */
          message: string;
          /** The cart the change left, when it changed all the same (the services fallbacks). */
          cart?: CartView;
          cookie: string | null;
      };

export interface CartCall {
    ctx: ShopRequestContext;
    secure: boolean;
    /**
     * `exact`: the product's services become the ticked ones (a page showing what is attached); `merge`: the ticked ones
     * are added to those attached (the product page without JavaScript cannot show them).
     */
    services: 'exact' | 'merge';
    /** The product the page shows, when the caller has it already; otherwise it is looked up by `productCode`. */
    product?: (ServiceOfferOf & { name: string }) | null;
    /** The notice names the line changed: one more cart read for quantity and removal. */
    describe?: boolean;
}

function refused(
    status: 400 | 404 | 409 | 429 | 503,
    error: CartAnswerError,
    message: string,
    cookie: string | null = null,
    values?: Record<string, string>,
) {
    return { ok: false, status, error, message, cookie, ...(values ? { values } : {}) } as const;
}

/** The commerce server's own wording, when the result carries one; otherwise the error key. */
function wording(result: Extract<CartResult, { ok: false }>): string {
    const own = (result as { serverMessage?: unknown }).serverMessage;
    return typeof own === 'string' ? own : result.error;
}

/** Error results are the shopper's request meeting the cart's rules: a conflict, not a server fault. */
function fromResult(result: CartResult, done: Done, cookie: string | null = null): CartOutcome {
    const last = result.setCookie ?? cookie;
    if (result.ok) return { ok: true, cart: result.cart, cookie: last, done };
    return refused(409, result.error, wording(result), last, result.values);
}

/** Changing a line needs a cart, hence a session: without one no line can be the shopper's. */
const NO_CART = refused(404, 'lineNotFound', 'There is no cart to change');

/**
 * requirements §4 / §8 fallbacks: exactly `serviceSkus` on the product line, or every service detached, or the cart emptied.
 * `cookie`: the session cookie of a call made before in the same request.
 */
async function setServices(
    call: CartCall,
    productSku: string,
    serviceSkus: string[],
    done: Done,
    cookie: string | null,
): Promise<CartOutcome> {
    let last = cookie;
    const step = (run: () => Promise<CartResult>) => async () => {
        try {
            const result = await run();
            last = result.setCookie ?? last;
            return result.ok ? ({ ok: true, cart: result.cart } as const) : ({ ok: false } as const);
        } catch (error) {
            console.error(`[cart] ${error instanceof Error ? error.message : String(error)}`);
            return { ok: false } as const;
        }
    };
    const { ctx, secure } = call;
    const outcome = await changeServices({
        setServices: step(() => setCartServices(ctx, secure, productSku, serviceSkus)),
        removeAllServices: step(() => removeAllCartServices(ctx, secure)),
        clearCart: step(() => clearCart(ctx, secure)),
    });
    if (outcome.kind === 'done') return { ok: true, cart: outcome.cart, cookie: last, done };
    if (outcome.kind === 'failed') return refused(503, 'serviceFailed', 'The service could not be added', last);
    // The cart changed all the same: the browser shows it along with the notice.
    const message =
        outcome.kind === 'servicesRemoved'
            ? 'Cart Error: associated services for all products had to be removed, please try again'
            : 'Cart Fatal Error: your cart has been emptied';
    return { ...refused(409, outcome.kind, message, last), cart: outcome.cart };
}

/**
 * Adds a variant; with `serviceSkus` (the product page) they are checked against the product's offer before anything
 * changes, then set on the product line in the session the add used (a guest's first add starts one).
 */
async function add(call: CartCall, op: Extract<CartOperation, { intent: 'add' }>): Promise<CartOutcome> {
    const { ctx, secure } = call;
    const done = { key: 'cart.notices.added', values: { name: call.product?.name ?? '' } };
    const chosen = op.serviceSkus;
    let productSku: string | null = null;
    if (chosen !== undefined) {
        const product = call.product !== undefined ? call.product : await getProduct(ctx.locale, op.productCode ?? '');
        const choice = checkServiceChoice(product, op.variantId, chosen);
        if (!choice.ok && choice.reason === 'variant') {
            return refused(400, 'notAddable', 'variantId is not a variant of productCode');
        }
        if (!choice.ok) return refused(400, 'servicesInvalid', getI18n(ctx.locale).t('cart.services.invalid'));
        productSku = choice.productSku;
    }
    const added = await addToCart(ctx, secure, op.variantId, op.quantity);
    const wanted =
        added.ok && productSku !== null ? servicesToSet(added.cart, productSku, chosen ?? [], call.services) : null;
    if (!added.ok || productSku === null || wanted === null) return fromResult(added, done);
    const session = { ...call, ctx: { ...ctx, authToken: added.authToken } };
    return setServices(session, productSku, wanted, done, added.setCookie);
}

/**
 * A change of a line the shopper was shown: when the cart is no longer that one (another tab or device changed it),
 * it is refused, so it never lands on lines the shopper cannot see.
 */
async function changeLine(
    call: CartCall,
    op: Extract<CartOperation, { intent: 'update' | 'remove' }>,
): Promise<CartOutcome> {
    const { ctx, secure } = call;
    if (!ctx.authToken) return NO_CART;
    const current = op.expectedVersion !== undefined || call.describe ? await loadCart(ctx, secure) : null;
    if (op.expectedVersion !== undefined && current?.ok && cartVersion(current.cart) !== op.expectedVersion) {
        return refused(409, 'outdated', 'The cart changed since it was shown');
    }
    const name = (current?.ok && current.cart.lines.find(line => line.id === op.lineId)?.productName) || '';
    if (op.intent === 'remove') {
        return fromResult(await removeCartLine(ctx, secure, op.lineId), {
            key: 'cart.notices.removed',
            values: { name },
        });
    }
    const done = { key: 'cart.notices.quantityChanged', values: { name } };
    return fromResult(await adjustCartLine(ctx, secure, op.lineId, op.quantity), done);
}

async function perform(call: CartCall, op: CartOperation): Promise<CartOutcome> {
    const { ctx, secure } = call;
    switch (op.intent) {
        case 'add':
            return add(call, op);
        case 'update':
        case 'remove':
            return changeLine(call, op);
        case 'coupon':
            return fromResult(await applyCoupon(ctx, secure, op.code), {
                key: 'cart.notices.couponApplied',
                values: { code: op.code.toUpperCase() },
            });
        case 'coupon-remove':
            if (!ctx.authToken) return NO_CART;
            return fromResult(await removeCoupon(ctx, secure, op.code), {
                key: 'cart.notices.couponRemoved',
                values: { code: op.code },
            });
        case 'gift-card':
            return fromResult(await applyGiftCard(ctx, secure, op.code), {
                key: 'cart.giftCard.applied',
                values: { code: op.code.toUpperCase() },
            });
        case 'gift-card-remove':
            if (!ctx.authToken) return NO_CART;
            return fromResult(await removeGiftCard(ctx, secure, op.code), {
                key: 'cart.giftCard.removed',
                values: { code: op.code },
            });
        case 'services':
            // Services belong to a product line already in the cart, hence to a session.
            if (!ctx.authToken) return NO_CART;
            return setServices(call, op.productSku, op.serviceSkus, { key: 'cart.services.updated' }, null);
    }
}

/** What the request named and the shopper's cart does not have, per intent (another cart's line, an unknown card). */
const NOT_FOUND: Partial<Record<CartOperation['intent'], CartAnswerError>> = {
    update: 'lineNotFound',
    remove: 'removeFailed',
    'gift-card': 'giftCardInvalid',
    'gift-card-remove': 'giftCardInvalid',
};

/**
 * Runs one operation. A GraphQL error means the request named something the shopper's cart does not have; an
 * unreachable commerce server is a 503 so the browser knows to try again later.
 */
export async function runCartOperation(op: CartOperation, call: CartCall): Promise<CartOutcome> {
    try {
        return await perform(call, op);
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[cart] ${error.message}`);
        if (error.status === 503) return refused(503, 'generic', 'The cart is not available right now');
        if (isRateLimited(error)) {
            return { ...refused(429, 'rateLimited', 'Too many attempts'), retryAfter: error.retryAfter };
        }
        return refused(409, NOT_FOUND[op.intent] ?? 'generic', 'The cart could not be changed');
    }
}

// ---- /api/cart/<intent>: JSON in, `{ cart }` or `{ error, message, cart? }` out, never cached ----

function answer(body: unknown, status: number, setCookie?: string | null, retryAfter?: number): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (setCookie) headers.append('Set-Cookie', setCookie);
    if (retryAfter !== undefined) headers.set('Retry-After', String(retryAfter));
    return Response.json(body, { status, headers });
}

function outcomeAnswer(outcome: CartOutcome): Response {
    if (outcome.ok) return answer({ cart: outcome.cart }, 200, outcome.cookie);
    const { error, message, values, cart } = outcome;
    const body = { error, message, ...(values ? { values } : {}), ...(cart ? { cart } : {}) };
    return answer(body, outcome.status, outcome.cookie, outcome.retryAfter);
}

/** The shopper's cart for the header count and the sidebar. */
export async function cartApiLoad(request: Request, secure: boolean): Promise<Response> {
    try {
        const result = await loadCart(shopContextFor(request, 'it'), secure);
        return outcomeAnswer(fromResult(result, { key: '' }));
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[cart] ${error.message}`);
        const status = error.status === 503 ? 503 : 409;
        const message = status === 503 ? 'The cart is not available right now' : 'The cart could not be changed';
        return answer({ error: 'generic', message }, status);
    }
}

/** POST /api/cart/<intent>: the body checked by that intent's schema, a 400 naming the first problem before any call. */
export async function cartApiAction(intent: string, request: Request, secure: boolean): Promise<Response> {
    if (!isCartIntent(intent)) return answer({ error: 'Unknown method' }, 404);
    const body = await readJson(request);
    if (!body.ok) return answer({ error: body.error }, body.status);
    const parsed = parseInput<object>(cartIntents[intent], body.body);
    if (!parsed.ok) return answer({ error: parsed.error }, 400);
    const op = { intent, ...parsed.value } as CartOperation;
    return outcomeAnswer(await runCartOperation(op, { ctx: shopContextFor(request, 'it'), secure, services: 'exact' }));
}

// ---- Plain form posts (pages without JavaScript): a 303 back with the notice in the `message` cookie ----

function back(to: string, cookies: Array<string | null>): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
    return redirect(to, { status: 303, headers });
}

/** The `message` cookie telling what became of a change: its success text, or the §8 error notice. */
export function cartNotice(
    locale: string,
    secure: boolean,
    outcome: CartOutcome | { ok: false; error: CartAnswerError; values?: Record<string, string> },
    intent: CartOperation['intent'],
) {
    const t = anyKey(getI18n(locale).t);
    if (outcome.ok) {
        const message = t(outcome.done.key, outcome.done.values);
        // The added notice offers the way to the cart (requirements §3's action), as it does in the browser.
        const action = intent === 'add' ? { label: t('cart.notices.goToCart'), href: cartPagePath(locale) } : undefined;
        return messageCookie({ message, type: 'success', action }, secure);
    }
    const message = t(cartErrorMessageKey(outcome.error), outcome.values);
    return messageCookie({ message, type: 'danger', title: t(cartErrorTitleKey(intent)) }, secure);
}

/** Which of the cart page's forms a post came from: the line, product or code it acts on. */
function formKey(intent: string, form: FormData): string | undefined {
    const key =
        form.get('lineId') ??
        form.get('productSku') ??
        (intent === 'coupon-remove' || intent === 'gift-card-remove' ? form.get('code') : null);
    return typeof key === 'string' ? key : undefined;
}

/**
 * The cart page's forms (quantity, remove, coupon, gift card, services). Invalid fields answer 400 with the form's
 * errors and the values sent, so the page shows them beside the fields; an unknown intent is simply sent back.
 */
export async function cartPageAction(request: Request, locale: string, secure: boolean) {
    const form = await readForm(request);
    const to = new URL(request.url).pathname;
    const submission = parseWithZod(form, { schema: cartPageForm });
    if (submission.status !== 'success') {
        const intent = form.get('intent');
        if (typeof intent !== 'string' || !isCartIntent(intent) || submission.error?.intent) return back(to, []);
        return formErrors(cartFormId(intent, formKey(intent, form)), submission);
    }
    const value = submission.value;
    const op: CartOperation =
        value.intent === 'services'
            ? { intent: 'services', productSku: value.productSku, serviceSkus: value.serviceSku }
            : value;
    const call = { ctx: shopContextFor(request, locale), secure, services: 'exact', describe: true } as const;
    const outcome = await runCartOperation(op, call);
    return back(to, [outcome.cookie, cartNotice(locale, secure, outcome, op.intent)]);
}

/**
 * The product page's "Aggiungi al carrello": adds, attaches the ticked services, then back to the same product URL.
 * Its fields are hidden or boxes, so a refusal is a notice rather than errors beside fields.
 */
export async function productAddAction(
    request: Request,
    locale: string,
    secure: boolean,
    product: ServiceOfferOf & { name: string },
): Promise<Response> {
    const form = await readForm(request);
    const url = new URL(request.url);
    const to = `${url.pathname}${url.search}`;
    const submission = parseWithZod(form, { schema: productAddForm });
    if (submission.status !== 'success') {
        const fields = Object.keys(submission.error ?? {});
        const onlyServices = fields.every(field => field.startsWith('serviceSku'));
        return back(to, [
            cartNotice(
                locale,
                secure,
                { ok: false, error: onlyServices ? 'servicesInvalid' : 'invalidQuantity' },
                'add',
            ),
        ]);
    }
    const { variantId, quantity, serviceSku } = submission.value;
    const call = { ctx: shopContextFor(request, locale), secure, services: 'merge', product } as const;
    const outcome = await runCartOperation({ intent: 'add', variantId, quantity, serviceSkus: serviceSku }, call);
    // A variant of another product is a tampered form: told as a quantity the page cannot add.
    const tampered = !outcome.ok && outcome.status === 400 && outcome.error === 'notAddable';
    const told = tampered ? ({ ok: false, error: 'invalidQuantity' } as const) : outcome;
    return back(to, [outcome.cookie, cartNotice(locale, secure, told, 'add')]);
}
