// The cart page's gift card and services forms without JavaScript: the same calls as /api/cart, the outcome told through
// the `message` cookie. Answers the cookies to send with the 303 back to the cart page.
import {
    applyGiftCard,
    clearCart,
    removeAllCartServices,
    removeGiftCard,
    setCartServices,
    type CartResult,
} from '~/lib/cart/cart.server';
import { giftCardInput, parseInput, servicesInput } from '~/lib/cart/cart-input';
import { changeServices, type ServiceStep } from '~/lib/cart/cart-services';
import { getI18n } from '~/lib/i18n/i18n';
import { messageCookie } from '~/lib/session/message-cookie.server';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

/** A refused card and an unreachable server read the same to the shopper (requirements §8 has one message). */
async function tryCall(call: () => Promise<CartResult>): Promise<CartResult | null> {
    try {
        return await call();
    } catch (error) {
        console.error(`[cart] ${error instanceof Error ? error.message : String(error)}`);
        return null;
    }
}

export async function giftCardForm(
    ctx: ShopRequestContext,
    secure: boolean,
    locale: string,
    intent: 'gift-card' | 'gift-card-remove',
    code: FormDataEntryValue | undefined,
): Promise<Array<string | null>> {
    const t = getI18n(locale).t;
    const failed = messageCookie(
        { message: t('cart.giftCard.error'), type: 'danger', title: t('cart.errors.title') },
        secure,
    );
    const parsed = parseInput(giftCardInput, { code });
    if (!parsed.ok) return [failed];
    const value = parsed.value.code;
    const result = await tryCall(() =>
        intent === 'gift-card' ? applyGiftCard(ctx, secure, value) : removeGiftCard(ctx, secure, value),
    );
    if (!result?.ok) return [result?.setCookie ?? null, failed];
    const message =
        intent === 'gift-card'
            ? t('cart.giftCard.applied', { code: value.toUpperCase() })
            : t('cart.giftCard.removed', { code: value });
    return [result.setCookie, messageCookie({ message, type: 'success' }, secure)];
}

function step(call: () => Promise<CartResult>): () => Promise<ServiceStep> {
    return async () => {
        const result = await tryCall(call);
        return result?.ok ? { ok: true, cart: result.cart } : { ok: false };
    };
}

/**
 * Attaches exactly `serviceSkus` to the product line through the requirements §4 fallbacks; answers the notice cookie: `done`
 * on success, otherwise what happened to the cart.
 */
export async function changeServicesNotice(
    ctx: ShopRequestContext,
    secure: boolean,
    locale: string,
    change: { productSku: string; serviceSkus: string[]; done: string },
): Promise<string> {
    const t = getI18n(locale).t;
    const danger = (message: string) =>
        messageCookie({ message, type: 'danger', title: t('cart.errors.title') }, secure);
    const { productSku, serviceSkus } = change;
    const outcome = await changeServices({
        setServices: step(() => setCartServices(ctx, secure, productSku, serviceSkus)),
        removeAllServices: step(() => removeAllCartServices(ctx, secure)),
        clearCart: step(() => clearCart(ctx, secure)),
    });
    if (outcome.kind === 'done') return messageCookie({ message: change.done, type: 'success' }, secure);
    if (outcome.kind === 'servicesRemoved') return danger(t('cart.services.removed'));
    if (outcome.kind === 'cartCleared') return danger(t('cart.services.cleared'));
    return danger(t('cart.errors.generic'));
}

/** Checkboxes `serviceSku` (the ticked ones) for the product `productSku`. */
export async function servicesForm(
    ctx: ShopRequestContext,
    secure: boolean,
    locale: string,
    form: FormData,
): Promise<Array<string | null>> {
    const t = getI18n(locale).t;
    const parsed = parseInput(servicesInput, {
        productSku: form.get('productSku') ?? undefined,
        serviceSkus: form.getAll('serviceSku'),
    });
    if (!parsed.ok || !ctx.authToken) {
        return [
            messageCookie({ message: t('cart.errors.generic'), type: 'danger', title: t('cart.errors.title') }, secure),
        ];
    }
    return [await changeServicesNotice(ctx, secure, locale, { ...parsed.value, done: t('cart.services.updated') })];
}
