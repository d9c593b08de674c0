// A placed order as its thank-you page shows it. Which order a browser may see is this browser's own `last-order`
// cookie: httpOnly, set when the payment came back verified, and signed with SESSION_SECRET, so a code alone (typed,
// guessed or read off an email) opens nothing. The commerce server then lets a guest read a fresh order by its code
// and a customer only their own, in their own session (decision 063).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CartFragment } from '~/components/cart/cart.fragment';
import type { CartView } from '~/lib/cart/cart';
import { toCartView } from '~/lib/cart/cart-view.server';
import { sessionSecret } from '~/lib/env.server';
import { readCookie, serializeCookie } from '~/lib/session/cookies.server';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql, readFragment } from '~/lib/vendure/graphql';
import { AddressFields, type CheckoutAddress } from '~/lib/checkout/checkout.server';
import type { ShopRequestContext } from '~/lib/vendure/request-context.server';

export const LAST_ORDER_COOKIE = 'last-order';
/** Long enough to come back to the page the same day; the commerce server's own window for guests is shorter. */
const LAST_ORDER_SECONDS = 24 * 3600;
const ORDER_CODE = /^[A-Z0-9]{6,32}$/;

const PLACED_ORDER = graphql(
    `
        query PlacedOrder($code: String!) {
            orderByCode(code: $code) {
                code
                state
                orderPlacedAt
                customer {
                    emailAddress
                    user {
                        id
                    }
                }
                shippingAddress {
                    ...CheckoutAddress
                }
                billingAddress {
                    ...CheckoutAddress
                }
                payments {
                    method
                    state
                }
                ...Cart
            }
        }
    `,
    [AddressFields, CartFragment],
);

export interface PlacedOrder {
    code: string;
    state: string;
    placedAt: string | null;
    email: string | null;
    signedIn: boolean;
    shippingAddress: CheckoutAddress | null;
    billingAddress: CheckoutAddress | null;
    /** paid (settled), pending (authorised, awaiting the bank), in-review (financing being assessed). */
    payment: 'paid' | 'pending' | 'in-review';
    paymentMethod: string | null;
    cart: CartView;
}

/** The cookie's value: `code.expiry.signature`, the signature an HMAC-SHA256 of `last-order.code.expiry`. */
function signature(code: string, expiresAt: number): Buffer {
    return createHmac('sha256', sessionSecret).update(`${LAST_ORDER_COOKIE}.${code}.${expiresAt}`).digest();
}

export function lastOrderToken(code: string, nowMs = Date.now()): string {
    const expiresAt = Math.floor(nowMs / 1000) + LAST_ORDER_SECONDS;
    return `${code}.${expiresAt}.${signature(code, expiresAt).toString('base64url')}`;
}

/** Issued only where the commerce server has just verified the provider's answer for this order. */
export function lastOrderCookie(code: string, secure: boolean): string {
    return serializeCookie(LAST_ORDER_COOKIE, lastOrderToken(code), { maxAgeSeconds: LAST_ORDER_SECONDS, secure });
}

/** The order code the token was issued for, or null when it is absent, forged, altered or expired. */
export function readLastOrderToken(value: string | undefined, nowMs = Date.now()): string | null {
    const [code, expiry, signed, ...rest] = value?.split('.') ?? [];
    if (!code || !expiry || !signed || rest.length > 0 || !ORDER_CODE.test(code) || !/^\d{1,12}$/.test(expiry)) {
        return null;
    }
    const expiresAt = Number(expiry);
    if (nowMs >= expiresAt * 1000) return null;
    const expected = signature(code, expiresAt);
    const given = Buffer.from(signed, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? code : null;
}

export function readLastOrderCode(request: Request): string | null {
    return readLastOrderToken(readCookie(request.headers.get('cookie'), LAST_ORDER_COOKIE));
}

export async function loadPlacedOrder(ctx: ShopRequestContext, code: string): Promise<PlacedOrder | null> {
    const result = await shopQuery(PLACED_ORDER, { code }, ctx).catch(() => null);
    const order = result?.data.orderByCode;
    if (!order || !order.orderPlacedAt) return null;
    const payment = order.payments?.find(p => p.state === 'Settled' || p.state === 'Authorized') ?? null;
    return {
        code: order.code,
        state: order.state,
        placedAt: order.orderPlacedAt,
        email: order.customer?.emailAddress ?? null,
        signedIn: Boolean(order.customer?.user),
        shippingAddress: order.shippingAddress ? readFragment(AddressFields, order.shippingAddress) : null,
        billingAddress: order.billingAddress ? readFragment(AddressFields, order.billingAddress) : null,
        payment: payment?.state === 'Settled' ? 'paid' : payment?.method === 'findomestic' ? 'in-review' : 'pending',
        paymentMethod: payment?.method ?? null,
        cart: toCartView(order),
    };
}
