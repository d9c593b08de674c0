// What the shopper does to the cart from the browser (add, quantity, remove, coupons): calls /api/cart, keeps the store
// in step, raises the requirements §8 notices and the GA4 events. Loaded on first use, outside every page's first load.
import { pushEvent } from '~/lib/analytics/data-layer';
import { QUANTITY_DEBOUNCE_MS, quantityInCart, type CartAnswer, type CartLine, type CartView } from '~/lib/cart/cart';
import { cartChangeEvent, lineFacts, type CartItemFacts } from '~/lib/cart/cart-analytics';
import { cartErrorMessageKey } from '~/lib/cart/cart-messages';
import { announceCartChange, getCartState, reloadCart, setCartState } from '~/lib/cart/cart-store';
import { cartVersion } from '~/lib/cart/cart-version';
import { getI18n } from '~/lib/i18n/i18n';
import type { NotificationInput } from '~/components/notifications/notification-store';

const t = getI18n('it').t;

function notify(input: NotificationInput): void {
    window.dispatchEvent(new CustomEvent('shop:notify', { detail: input }));
}

function notifyError(key: string | undefined): void {
    notify({
        type: 'danger',
        title: t('cart.errors.title'),
        message: t(cartErrorMessageKey(key)),
    });
}

async function post(method: string, body: unknown): Promise<CartAnswer> {
    try {
        const response = await fetch(`/api/cart/${method}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
        });
        return (await response.json()) as CartAnswer;
    } catch {
        return { error: 'generic', message: 'network' };
    }
}

/** The version of the cart on screen, sent with line changes so a cart changed elsewhere refuses them. */
function shownVersion(): string | undefined {
    const cart = getCartState().cart;
    return cart ? cartVersion(cart) : undefined;
}

/**
 * Runs one change: the store is busy meanwhile; on success it takes the server's cart, on failure the error is shown
 * and the cart reloaded, so what the shopper sees is what the server has.
 */
async function change(method: string, body: unknown): Promise<CartView | null> {
    setCartState({ loading: true });
    const answer = await post(method, body);
    if ('cart' in answer && answer.cart && !('error' in answer)) {
        setCartState({ cart: answer.cart, loading: false });
        announceCartChange(answer.cart);
        return answer.cart;
    }
    // The cart shown is not the shopper's cart any more: the sidebar asks for a reload rather than reloading under the
    // shopper's hands (requirements §8).
    if ('error' in answer && answer.error === 'outdated') {
        setCartState({ loading: false, outdated: true });
        return null;
    }
    notifyError('error' in answer ? answer.error : undefined);
    // A services failure answers the cart its fallback left (services removed, or emptied): no need to ask again.
    if ('error' in answer && answer.cart) setCartState({ cart: answer.cart, loading: false });
    else await reloadCart();
    return null;
}

/**
 * `services` (product page): the services the product line must have once added, exactly these, checked against the
 * product's offer by its code.
 */
export async function addToCart(
    variantId: string,
    quantity: number,
    item: CartItemFacts,
    services?: { productCode: string; serviceSkus: string[] },
): Promise<boolean> {
    const before = quantityInCart(getCartState().cart, variantId);
    const cart = await change('add', { variantId, quantity, ...services });
    if (!cart) {
        // When only its services failed, the product is in the cart (the services removed): it still counts as added.
        const added = quantityInCart(getCartState().cart, variantId) - before;
        if (added > 0) pushEvent(cartChangeEvent('add_to_cart', item, added));
        return false;
    }
    notify({ type: 'success', message: t('cart.notices.added', { name: item.name }) });
    pushEvent(cartChangeEvent('add_to_cart', item, quantity));
    return true;
}

const timers = new Map<string, number>();

function setPending(lineId: string, quantity: number | null): void {
    const pending = { ...getCartState().pending };
    if (quantity === null) delete pending[lineId];
    else pending[lineId] = quantity;
    setCartState({ pending });
}

async function sendQuantity(line: CartLine, quantity: number): Promise<void> {
    const cart = await change('update', { lineId: line.id, quantity, expectedVersion: shownVersion() });
    setPending(line.id, null);
    if (!cart) return;
    notify({ type: 'success', message: t('cart.notices.quantityChanged', { name: line.productName }) });
    const delta = quantity - line.quantity;
    if (delta !== 0) {
        pushEvent(cartChangeEvent(delta > 0 ? 'add_to_cart' : 'remove_from_cart', lineFacts(line), Math.abs(delta)));
    }
}

/** Shows the new quantity at once and sends it when the shopper has stopped clicking for a second (requirements §4). */
export function setLineQuantity(line: CartLine, quantity: number): void {
    setPending(line.id, quantity);
    const previous = timers.get(line.id);
    if (previous !== undefined) window.clearTimeout(previous);
    timers.set(
        line.id,
        window.setTimeout(() => {
            timers.delete(line.id);
            const current = getCartState().cart?.lines.find(candidate => candidate.id === line.id) ?? line;
            if (quantity === current.quantity) setPending(line.id, null);
            else void sendQuantity(current, quantity);
        }, QUANTITY_DEBOUNCE_MS),
    );
}

export async function removeLine(line: CartLine): Promise<boolean> {
    const waiting = timers.get(line.id);
    if (waiting !== undefined) window.clearTimeout(waiting);
    timers.delete(line.id);
    setPending(line.id, null);
    const cart = await change('remove', { lineId: line.id, expectedVersion: shownVersion() });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.notices.removed', { name: line.productName }) });
    pushEvent(cartChangeEvent('remove_from_cart', lineFacts(line), line.quantity));
    return true;
}

export async function applyCouponCode(code: string): Promise<boolean> {
    const cart = await change('coupon', { code });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.notices.couponApplied', { code: code.trim().toUpperCase() }) });
    return true;
}

export async function removeCouponCode(code: string): Promise<boolean> {
    const cart = await change('coupon-remove', { code });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.notices.couponRemoved', { code }) });
    return true;
}

export async function applyGiftCardCode(code: string): Promise<boolean> {
    const cart = await change('gift-card', { code });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.giftCard.applied', { code: code.trim().toUpperCase() }) });
    return true;
}

export async function removeGiftCardCode(code: string): Promise<boolean> {
    const cart = await change('gift-card-remove', { code });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.giftCard.removed', { code }) });
    return true;
}

/** Exactly these services attached to the product line (requirements §4); on failure the server's fallback is announced. */
export async function setLineServices(line: CartLine, serviceSkus: string[]): Promise<boolean> {
    const cart = await change('services', { productSku: line.sku, serviceSkus });
    if (!cart) return false;
    notify({ type: 'success', message: t('cart.services.updated') });
    return true;
}
