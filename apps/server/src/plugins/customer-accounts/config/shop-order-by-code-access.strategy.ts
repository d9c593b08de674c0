/**
 * Who may read a placed order by its code (`orderByCode`, the thank-you page's query). A registered customer's order
 * holds their name, email, phone and address: only their own session reads it, never a request without one. A
 * guest's order has no session to belong to once paid: it answers for a short while after it was placed, as
 * Vendure's default does; the storefront asks for it only with the signed token it issued when the payment came back
 * verified, never for a code alone (decision 063).
 */
import { Order, OrderByCodeAccessStrategy, RequestContext } from '@vendure/core';

/** How long after placing it a guest's order still answers by its code. */
export const GUEST_ORDER_BY_CODE_MS = 2 * 60 * 60 * 1000;

export class ShopOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
    constructor(private guestAccessMs = GUEST_ORDER_BY_CODE_MS) {}

    canAccessOrder(ctx: RequestContext, order: Order): boolean {
        const ownerUserId = order.customer?.user?.id;
        if (ownerUserId !== undefined && ownerUserId !== null) {
            return ctx.activeUserId !== undefined && String(ctx.activeUserId) === String(ownerUserId);
        }
        // A guest's order: never to a signed-in customer (it is not theirs), else only fresh.
        if (ctx.activeUserId) return false;
        const placedAt = order.orderPlacedAt ? +order.orderPlacedAt : 0;
        return placedAt > 0 && Date.now() - placedAt < this.guestAccessMs;
    }
}
