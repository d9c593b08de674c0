// What goes with each change of the cart once the server has answered: the success notice, the requirements §8 error
// notice, the GA4 event and the news for the other tabs. Loaded when the shopper first reaches for a cart control
// (lib/cart/use-cart-actions.ts), outside the first load of the pages with add buttons.
import type { NotificationsApi } from '~/components/notifications/notifications-provider';
import { pushEvent } from '~/lib/analytics/data-layer';
import type { ApiAnswer } from '~/lib/api/api-client';
import { quantityInCart, type CartAnswer, type CartLine, type CartView } from '~/lib/cart/cart';
import { cartChangeEvent, lineFacts, type CartItemFacts } from '~/lib/cart/cart-analytics';
import type { CartIntent, CartRequestBody } from '~/lib/cart/cart-input';
import { cartErrorMessageKey, cartErrorTitleKey } from '~/lib/cart/cart-messages';
import { announceCartChange } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';
import { cartPagePath } from '~/lib/locale/shop-paths';
import type { TFunction } from '~/lib/i18n/i18n';

/** What a change needs from the component that asks for it. */
export interface CartChangeContext {
    send: <K extends CartIntent>(intent: K, body: CartRequestBody<K>) => Promise<ApiAnswer<CartAnswer>>;
    /** The cart on screen when the shopper acted. */
    shown: CartView | null;
    notify: NotificationsApi['notify'];
    t: TFunction;
    /** The page's locale, for the cart page's address in the added notice. */
    locale: string;
}

/** What became of a change, for the component that asked. */
export type CartChangeResult =
    | { ok: true; cart: CartView }
    /**
     * `error`: the catalog key of the refusal's text (cart-messages.ts), for a form that shows it beside its field;
     * `values`: the figures that text names.
     */
    | { ok: false; outdated: boolean; cart: CartView | null; error: string; values?: Record<string, string> };

/** Sends a change; a refusal other than `outdated` raises the §8 notice (an outdated cart shows its own). */
async function change<K extends CartIntent>(
    { send, notify, t }: CartChangeContext,
    intent: K,
    body: CartRequestBody<K>,
): Promise<CartChangeResult> {
    const answer = await send(intent, body);
    if (!('error' in answer)) {
        announceCartChange(answer.cart);
        return { ok: true, cart: answer.cart };
    }
    const outdated = answer.error === 'outdated';
    const values = 'values' in answer ? answer.values : undefined;
    if (!outdated) {
        notify({
            type: 'danger',
            title: t(cartErrorTitleKey(intent)),
            message: t(cartErrorMessageKey(answer.error), values),
        });
    }
    const cart = ('cart' in answer ? answer.cart : undefined) ?? null;
    return { ok: false, outdated, cart, error: answer.error, values };
}

/** The version of the cart on screen, sent with line changes so a cart changed elsewhere refuses them. */
const expectedVersion = (context: CartChangeContext) => (context.shown ? cartVersion(context.shown) : undefined);

export async function addToCart(
    context: CartChangeContext,
    variantId: string,
    quantity: number,
    item: CartItemFacts,
    services?: { productCode: string; serviceSkus: string[] },
): Promise<CartChangeResult> {
    const before = quantityInCart(context.shown, variantId);
    const result = await change(context, 'add', { variantId, quantity, ...services });
    if (result.ok) {
        context.notify({
            type: 'success',
            message: context.t('cart.notices.added', { name: item.name }),
            action: { label: context.t('cart.notices.goToCart'), href: cartPagePath(context.locale) },
        });
        pushEvent(cartChangeEvent('add_to_cart', item, quantity));
        return result;
    }
    // When only its services failed, the product is in the cart (the services removed): it still counts as added.
    const added = quantityInCart(result.cart, variantId) - before;
    if (added > 0) pushEvent(cartChangeEvent('add_to_cart', item, added));
    return result;
}

export async function setQuantity(
    context: CartChangeContext,
    line: CartLine,
    quantity: number,
): Promise<CartChangeResult> {
    const result = await change(context, 'update', {
        lineId: line.id,
        quantity,
        expectedVersion: expectedVersion(context),
    });
    if (!result.ok) return result;
    context.notify({
        type: 'success',
        message: context.t('cart.notices.quantityChanged', { name: line.productName }),
    });
    const delta = quantity - line.quantity;
    if (delta !== 0) {
        pushEvent(cartChangeEvent(delta > 0 ? 'add_to_cart' : 'remove_from_cart', lineFacts(line), Math.abs(delta)));
    }
    return result;
}

export async function removeLine(context: CartChangeContext, line: CartLine): Promise<CartChangeResult> {
    const result = await change(context, 'remove', { lineId: line.id, expectedVersion: expectedVersion(context) });
    if (!result.ok) return result;
    context.notify({ type: 'success', message: context.t('cart.notices.removed', { name: line.productName }) });
    pushEvent(cartChangeEvent('remove_from_cart', lineFacts(line), line.quantity));
    return result;
}

const CODE_NOTICES = {
    coupon: 'cart.notices.couponApplied',
    'coupon-remove': 'cart.notices.couponRemoved',
    'gift-card': 'cart.giftCard.applied',
    'gift-card-remove': 'cart.giftCard.removed',
} as const;

/** Coupons and gift cards: applied or removed by their code, with the notice that names it. */
export async function applyCode(
    context: CartChangeContext,
    intent: keyof typeof CODE_NOTICES,
    code: string,
): Promise<CartChangeResult> {
    const result = await change(context, intent, { code });
    if (!result.ok) return result;
    const shownCode = intent === 'coupon' || intent === 'gift-card' ? code.trim().toUpperCase() : code;
    context.notify({ type: 'success', message: context.t(CODE_NOTICES[intent], { code: shownCode }) });
    return result;
}

/** Exactly these services attached to the product line (requirements §4); on failure the server's fallback is announced. */
export async function setServices(
    context: CartChangeContext,
    line: CartLine,
    serviceSkus: string[],
): Promise<CartChangeResult> {
    const result = await change(context, 'services', { productSku: line.sku, serviceSkus });
    if (result.ok) context.notify({ type: 'success', message: context.t('cart.services.updated') });
    return result;
}
