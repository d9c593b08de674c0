/**
 * Keeps every gift card surcharge of a cart at min(what the card may give, what is left to pay) whenever Vendure
 * saves a repriced order: all repricing (lines, coupons, shipping, customer) ends in that save, inside the
 * request's transaction, so the deduction can never exceed the order's total.
 */
import { Order, OrderLine, Surcharge } from '@vendure/core';
import { EntitySubscriberInterface, EventSubscriber, UpdateEvent } from 'typeorm';

import { GiftCard } from '../entities/gift-card.entity';
import { recordGiftCardMovement } from '../services/gift-card-ledger';
import { giftCardCodeOf, isSpendable } from '../services/gift-card.service';

type PricedOrder = Pick<
    Order,
    'id' | 'code' | 'state' | 'active' | 'currencyCode' | 'subTotal' | 'subTotalWithTax' | 'shippingWithTax'
> & { surcharges?: Surcharge[]; lines?: OrderLine[] };

function isPricedOrder(entity: unknown): entity is PricedOrder {
    const order = entity as Partial<PricedOrder> | undefined;
    return (
        order?.id != null &&
        typeof order.subTotal === 'number' &&
        typeof order.subTotalWithTax === 'number' &&
        typeof order.shippingWithTax === 'number' &&
        typeof order.state === 'string'
    );
}

/** States before payment, in which an applied card has not been spent yet. */
const CART_STATES = new Set(['Created', 'Draft', 'AddingItems']);

function holdsReservation(state: string | undefined): boolean {
    return state != null && !CART_STATES.has(state);
}

/**
 * Sums the subtotals again from the order's own lines and surcharges, when it has them. Vendure may save one order
 * twice in a request (setting the shipping method does): first a copy made after pricing, whose totals this
 * subscriber corrects, then the priced object, whose surcharges (shared with the copy) already hold the corrected
 * card amounts while its totals still count the old ones. Summed again, the totals agree with the surcharges.
 */
function resumSubtotals(order: PricedOrder) {
    const { lines, surcharges } = order;
    if (
        !Array.isArray(lines) ||
        !Array.isArray(surcharges) ||
        !lines.every(line => typeof line.proratedLinePriceWithTax === 'number')
    ) {
        return;
    }
    order.subTotal = total(lines, line => line.proratedLinePrice) + total(surcharges, s => s.price);
    order.subTotalWithTax =
        total(lines, line => line.proratedLinePriceWithTax) + total(surcharges, s => s.priceWithTax);
}

function total<T>(items: T[], amount: (item: T) => number): number {
    return items.reduce((sum, item) => sum + amount(item), 0);
}

@EventSubscriber()
export class GiftCardTotalsSubscriber implements EntitySubscriberInterface<Order> {
    listenTo() {
        return Order;
    }

    async beforeUpdate(event: UpdateEvent<Order>) {
        const order = event.entity;
        if (!isPricedOrder(order) || order.active === false) {
            return;
        }
        const loaded = Array.isArray(order.surcharges)
            ? order.surcharges
            : await event.manager.find(Surcharge, { where: { order: { id: order.id } } });
        const giftCards = loaded
            .filter(surcharge => giftCardCodeOf(surcharge) !== null)
            .sort((a, b) => Number(a.id) - Number(b.id));
        if (giftCards.length === 0) {
            return;
        }
        // Once the order went to payment the amounts are already taken off the cards: they may only shrink. That
        // holds in the save that brings it back to the cart too, before the order process gives them back.
        const previousState = (event.databaseEntity as Order | undefined)?.state;
        const reserved = holdsReservation(order.state) || holdsReservation(previousState);
        resumSubtotals(order);
        let toPay = order.subTotalWithTax + order.shippingWithTax - giftCards.reduce((sum, s) => sum + s.listPrice, 0);
        for (const surcharge of giftCards) {
            const code = giftCardCodeOf(surcharge)!;
            const current = -surcharge.listPrice;
            let available: number;
            if (reserved) {
                available = current;
            } else {
                const card = await event.manager.findOne(GiftCard, { where: { code } });
                available = card && isSpendable(card, order.currencyCode) ? card.balance : 0;
            }
            const amount = Math.max(0, Math.min(available, toPay));
            toPay -= amount;
            if (amount === current) {
                continue;
            }
            if (reserved && amount < current) {
                await event.manager.increment(GiftCard, { code }, 'balance', current - amount);
                await recordGiftCardMovement(event.manager, code, order.code, -(current - amount));
            }
            surcharge.listPrice = -amount;
            await event.manager.update(Surcharge, surcharge.id, { listPrice: -amount });
            order.subTotal += current - amount;
            order.subTotalWithTax += current - amount;
        }
    }
}
