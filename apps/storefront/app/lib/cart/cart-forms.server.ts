// The cart's plain form posts (product page add, cart page changes), for browsers without JavaScript: each answers a
// 303 back to the page with the notice in the `message` cookie.
import { redirect } from 'react-router';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/lib/cart/cart';
import {
    addToCart,
    adjustCartLine,
    applyCoupon,
    loadCart,
    removeCartLine,
    removeCoupon,
    type CartResult,
} from '~/lib/cart/cart.server';
import { changeServicesNotice, giftCardForm, servicesForm } from '~/lib/cart/cart-extras-forms.server';
import { addInput, couponInput, parseInput, removeInput, serviceChoiceInput, updateInput } from '~/lib/cart/cart-input';
import { checkServiceChoice, servicesToSet, type ServiceOfferOf } from '~/lib/cart/cart-services';
import { getI18n } from '~/lib/i18n/i18n';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { ShopApiError } from '~/lib/vendure/client.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

function back(to: string, cookies: Array<string | null>): Response {
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
    return redirect(to, { status: 303, headers });
}

function notice(locale: string, secure: boolean, result: CartResult | 'invalid' | 'failed', success: string): string {
    const t = getI18n(locale).t;
    if (result !== 'invalid' && result !== 'failed' && result.ok) {
        return messageCookie({ message: success, type: 'success' }, secure);
    }
    const key = result === 'invalid' ? 'invalidQuantity' : result === 'failed' ? 'generic' : result.error;
    return messageCookie({ message: t(`cart.errors.${key}`), type: 'danger', title: t('cart.errors.title') }, secure);
}

async function attempt(call: () => Promise<CartResult>): Promise<CartResult | 'failed'> {
    try {
        return await call();
    } catch (error) {
        if (!(error instanceof ShopApiError)) throw error;
        console.error(`[cart] ${error.message}`);
        return 'failed';
    }
}

/**
 * Product page "Aggiungi al carrello" without JavaScript: adds, attaches the ticked services (`serviceSku`), then back
 * to the same product URL. The page cannot show what is attached already, so an unticked box detaches nothing.
 */
export async function productAddForm(
    request: Request,
    locale: string,
    secure: boolean,
    product: ServiceOfferOf & { name: string },
): Promise<Response> {
    const form = await request.formData();
    const url = new URL(request.url);
    const to = `${url.pathname}${url.search}`;
    const t = getI18n(locale).t;
    const parsed = parseInput(addInput, {
        variantId: form.get('variantId') ?? undefined,
        quantity: form.get('quantity') ?? '1',
    });
    if (!parsed.ok) return back(to, [notice(locale, secure, 'invalid', '')]);
    const services = parseInput(serviceChoiceInput, { serviceSkus: form.getAll('serviceSku') });
    const chosen = services.ok ? services.value.serviceSkus : null;
    const choice = checkServiceChoice(product, parsed.value.variantId, chosen ?? []);
    // Only this product's variants: the notice names this product.
    if (!choice.ok && choice.reason === 'variant') return back(to, [notice(locale, secure, 'invalid', '')]);
    if (chosen === null || !choice.ok) {
        const message = t('cart.services.invalid');
        return back(to, [messageCookie({ message, type: 'danger', title: t('cart.errors.title') }, secure)]);
    }
    const ctx = shopContextFor(request, locale);
    const result = await attempt(() => addToCart(ctx, secure, parsed.value.variantId, parsed.value.quantity));
    const added = t('cart.notices.added', { name: product.name });
    const wanted =
        result !== 'failed' && result.ok ? servicesToSet(result.cart, choice.productSku, chosen, 'merge') : null;
    if (result === 'failed' || wanted === null) {
        return back(to, [result === 'failed' ? null : result.setCookie, notice(locale, secure, result, added)]);
    }
    const session = { ...ctx, authToken: result.authToken };
    const change = { productSku: choice.productSku, serviceSkus: wanted, done: added };
    return back(to, [result.setCookie, await changeServicesNotice(session, secure, locale, change)]);
}

/** The cart page's forms: intent update (quantity, or quantity plus a ±1 step), remove, coupon, coupon-remove. */
export async function cartPageForm(request: Request, locale: string, secure: boolean): Promise<Response> {
    const form = await request.formData();
    const to = new URL(request.url).pathname;
    const ctx = shopContextFor(request, locale);
    const t = getI18n(locale).t;
    const intent = form.get('intent');
    const lineName = async (lineId: string) => {
        const current = await attempt(() => loadCart(ctx, secure));
        return current !== 'failed' && current.ok
            ? (current.cart.lines.find(line => line.id === lineId)?.productName ?? '')
            : '';
    };

    if (intent === 'update') {
        const typed = Number(form.get('quantity'));
        const step = Number(form.get('step') ?? 0);
        const quantity = Number.isInteger(typed) && Number.isInteger(step) ? typed + step : Number.NaN;
        const parsed = parseInput(updateInput, {
            lineId: form.get('lineId') ?? undefined,
            quantity: Math.min(MAX_QUANTITY + 1, Math.max(MIN_QUANTITY, quantity)),
        });
        if (!parsed.ok) return back(to, [notice(locale, secure, 'invalid', '')]);
        const name = await lineName(parsed.value.lineId);
        const result = await attempt(() => adjustCartLine(ctx, secure, parsed.value.lineId, parsed.value.quantity));
        return back(to, [notice(locale, secure, result, t('cart.notices.quantityChanged', { name }))]);
    }
    if (intent === 'remove') {
        const parsed = parseInput(removeInput, { lineId: form.get('lineId') ?? undefined });
        if (!parsed.ok) return back(to, [notice(locale, secure, 'failed', '')]);
        const name = await lineName(parsed.value.lineId);
        const result = await attempt(() => removeCartLine(ctx, secure, parsed.value.lineId));
        return back(to, [notice(locale, secure, result, t('cart.notices.removed', { name }))]);
    }
    if (intent === 'coupon' || intent === 'coupon-remove') {
        const parsed = parseInput(couponInput, { code: form.get('code') ?? undefined });
        if (!parsed.ok) return back(to, [notice(locale, secure, 'failed', '')]);
        const { code } = parsed.value;
        const result = await attempt(() =>
            intent === 'coupon' ? applyCoupon(ctx, secure, code) : removeCoupon(ctx, secure, code),
        );
        const done =
            intent === 'coupon'
                ? t('cart.notices.couponApplied', { code: code.toUpperCase() })
                : t('cart.notices.couponRemoved', { code });
        return back(to, [result === 'failed' ? null : result.setCookie, notice(locale, secure, result, done)]);
    }
    if (intent === 'gift-card' || intent === 'gift-card-remove') {
        const code = form.get('code') ?? undefined;
        return back(to, await giftCardForm(ctx, secure, locale, intent, code));
    }
    if (intent === 'services') {
        return back(to, await servicesForm(ctx, secure, locale, form));
    }
    return back(to, []);
}
