// The checkout's GA4 events (begin_checkout, add_shipping_info, add_payment_info, purchase) through the one data-layer
// function. Each is sent once per order, however often a step is reloaded or revisited: the browser remembers which
// it has sent in sessionStorage (purchase in localStorage, which outlives the tab).
import { centsToValue, pushEvent } from '~/lib/analytics/data-layer';
import type { CartView } from '~/lib/cart/cart';
import { ga4Item, lineFacts } from '~/lib/cart/cart-analytics';

type CheckoutEventName = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

function once(storage: 'session' | 'local', key: string, send: () => void): void {
    let store: Storage | undefined;
    try {
        store = storage === 'session' ? window.sessionStorage : window.localStorage;
    } catch {
        store = undefined;
    }
    if (store?.getItem(key)) return;
    send();
    try {
        store?.setItem(key, '1');
    } catch {
        // A full or refused storage only means the event may be sent again on a reload.
    }
}

function items(cart: CartView) {
    return cart.lines.map(line => ga4Item(lineFacts(line), line.quantity));
}

function checkoutEvent(event: CheckoutEventName, cart: CartView, extra: Record<string, unknown> = {}) {
    return {
        event,
        ecommerce: { currency: 'EUR' as const, value: centsToValue(cart.total), ...extra, items: items(cart) },
    };
}

export function beginCheckoutOnce(orderCode: string, cart: CartView): void {
    once('session', `ga4:begin_checkout:${orderCode}`, () => pushEvent(checkoutEvent('begin_checkout', cart)));
}

export function addShippingInfoOnce(orderCode: string, cart: CartView, shippingTier: string): void {
    once('session', `ga4:add_shipping_info:${orderCode}:${shippingTier}`, () =>
        pushEvent(checkoutEvent('add_shipping_info', cart, { shipping_tier: shippingTier })),
    );
}

export function addPaymentInfo(cart: CartView, paymentType: string): void {
    pushEvent(checkoutEvent('add_payment_info', cart, { payment_type: paymentType }));
}

export function purchaseOnce(
    order: { code: string; total: number; shipping: number; tax: number; coupon?: string },
    cart: CartView,
): void {
    once('local', `ga4:purchase:${order.code}`, () =>
        pushEvent(
            checkoutEvent(
                'purchase',
                { ...cart, total: order.total },
                {
                    transaction_id: order.code,
                    shipping: centsToValue(order.shipping),
                    tax: centsToValue(order.tax),
                    ...(order.coupon ? { coupon: order.coupon } : {}),
                },
            ),
        ),
    );
}
