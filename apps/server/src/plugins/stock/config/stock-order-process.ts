/**
 * Places an order only if its stock is still there. Vendure places the order and allocates its stock in its default
 * process's onTransitionEnd, when the order moves from ArrangingPayment to PaymentAuthorized or PaymentSettled
 * (default OrderPlacedStrategy and StockAllocationStrategy). This process runs before that one (the plugin puts it
 * first) and in the same transaction. It works in onTransitionEnd, not onTransitionStart: Vendure turns an error
 * thrown at the start into an OrderStateTransitionError that the payment process ignores, which would leave a
 * recorded payment on an order that was not placed. An error thrown here rolls back the whole request, payment
 * included.
 */
import { Injector, OrderProcess, OrderState } from '@vendure/core';

import { StockReservationService } from '../services/stock-reservation.service';

let stockReservationService: StockReservationService;

export const stockOrderProcess: OrderProcess<OrderState> = {
    init(injector: Injector) {
        stockReservationService = injector.get(StockReservationService);
    },

    async onTransitionEnd(fromState, toState, { ctx, order }) {
        if (fromState === 'ArrangingPayment' && (toState === 'PaymentAuthorized' || toState === 'PaymentSettled')) {
            await stockReservationService.checkAndLock(ctx, order);
        }
    },
};
