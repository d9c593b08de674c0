/**
 * Keeps every gift card surcharge of a cart at min(what the card may give, what is left to pay) whenever Vendure
 * saves a repriced order: all repricing (lines, coupons, shipping, customer) ends in that save, inside the
 * request's transaction, so the deduction can never exceed the order's total.
 */
import { Order, Surcharge } from '@vendure/core';
import { EntitySubscriberInterface, EventSubscriber, UpdateEvent } from 'typeorm';

import { GiftCard } from '../entities/gift-card.entity';
import { giftCardCodeOf, isSpendable } from '../services/gift-card.service';

type PricedOrder = Pick<
    Order,
    'id' | 'state' | 'active' | 'currencyCode' | 'subTotal' | 'subTotalWithTax' | 'shippingWithTax'
> & { surcharges?: Surcharge[] };

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
            }
            surcharge.listPrice = -amount;
            await event.manager.update(Surcharge, surcharge.id, { listPrice: -amount });
            order.subTotal += current - amount;
            order.subTotalWithTax += current - amount;
        }
    }
}
