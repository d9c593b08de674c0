/**
 * Spends applied gift cards when the order goes to payment (AddingItems → ArrangingPayment), before any payment
 * is asked for: the card part is secured first, and a card that can no longer cover it stops the transition
 * instead of leaving a paid order short. Coming back to the cart (or cancelling before payment) gives it back.
 */
import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { GiftCardService } from '../services/gift-card.service';

let giftCardService: GiftCardService;

export const giftCardOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        giftCardService = injector.get(GiftCardService);
    },

    async onTransitionStart(fromState, toState, { ctx, order }) {
        if (fromState === 'AddingItems' && toState === 'ArrangingPayment') {
            return giftCardService.reserve(ctx, order);
        }
    },

    async onTransitionEnd(fromState, toState, { ctx, order }) {
        if (fromState === 'ArrangingPayment' && (toState === 'AddingItems' || toState === 'Cancelled')) {
            await giftCardService.release(ctx, order);
        }
    },
};
