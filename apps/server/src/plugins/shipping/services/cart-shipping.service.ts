/**
 * Keeps a shipping line on every cart that holds a product line, so Vendure's own totals (shippingWithTax,
 * totalWithTax) count shipping from the first add (decision 034). Vendure reprices a shipping line, and swaps its
 * method for the cheapest eligible one when it stops being eligible, on every recalculation of the order; it drops a
 * shipping line no order line points to. So the one thing to add is that every order line points to the cart's
 * shipping line, from the moment the line is made: done here, inside the change's transaction, before Vendure prices
 * the order.
 */
import { Injectable } from '@nestjs/common';
import {
    ID,
    Logger,
    Order,
    OrderLine,
    OrderModifier,
    OrderService,
    RequestContext,
    TransactionalConnection,
    isGraphQlErrorResult,
} from '@vendure/core';

import { loggerCtx } from '../constants';

/** The states in which the order is the shopper's cart. */
const CART_STATES = new Set(['Created', 'AddingItems']);

@Injectable()
export class CartShippingService {
    constructor(
        private connection: TransactionalConnection,
        private orderModifier: OrderModifier,
        private orderService: OrderService,
    ) {}

    /**
     * Called with Vendure's own order object while it changes a line (before it prices the order): gives the cart the
     * cheapest eligible method for its address (no address: the domestic rate) when it has none, and points every
     * line at the cart's shipping line. A method the shopper chose stays: Vendure keeps it while it is eligible.
     */
    async keepShippingLine(ctx: RequestContext, order: Order): Promise<void> {
        if (!order.active || !CART_STATES.has(order.state) || !Array.isArray(order.lines) || order.lines.length === 0) {
            return;
        }
        order.shippingLines ??= [];
        const shippingLine = order.shippingLines[0];
        if (!shippingLine) {
            const cheapest = await this.cheapestEligibleMethod(ctx, order);
            if (cheapest === undefined) {
                // Out of the shipping zone: nothing to charge, and checkout says so (shippingAvailability).
                return;
            }
            const result = await this.orderModifier.setShippingMethods(ctx, order, [cheapest]);
            if (isGraphQlErrorResult(result)) {
                Logger.warn(`No shipping line for cart ${order.code}: ${result.message}`, loggerCtx);
                return;
            }
            const created = order.shippingLines[0];
            if (created) {
                created.shippingMethodId = created.shippingMethod?.id ?? cheapest;
                this.pointLinesAt(order.lines, created.id);
            }
            return;
        }
        const unassigned = order.lines.filter(line => String(line.shippingLineId ?? '') !== String(shippingLine.id));
        if (unassigned.length === 0) {
            return;
        }
        await this.connection
            .getRepository(ctx, OrderLine)
            .createQueryBuilder()
            .update()
            .set({ shippingLineId: shippingLine.id })
            .whereInIds(unassigned.map(line => line.id))
            .execute();
        this.pointLinesAt(unassigned, shippingLine.id);
    }

    private pointLinesAt(lines: OrderLine[], shippingLineId: ID) {
        for (const line of lines) {
            line.shippingLineId = shippingLineId;
        }
    }

    /** Vendure lists the eligible methods cheapest first; eligibility reads the address, stored before any line. */
    private async cheapestEligibleMethod(ctx: RequestContext, order: Order): Promise<ID | undefined> {
        const eligible = await this.orderService.getEligibleShippingMethods(ctx, order.id);
        return eligible[0]?.id;
    }
}
