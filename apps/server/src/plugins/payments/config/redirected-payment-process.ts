/**
 * The payment state of an attempt handed to the provider (the shopper is on XPay's page or Findomestic's application)
 * before any verified answer: `Redirected`. Vendure counts a payment as covering the order only when it is Authorized
 * or Settled, so a Redirected one places nothing; a verified answer moves it on, and a new attempt or a change to the
 * cart cancels it.
 *
 * One way out of Cancelled: an attempt the shop cancelled while it could still be paid (it expired, a newer attempt or
 * a change to the cart superseded it: SUPERSEDED_REASONS) whose verified success came afterwards settles the order it
 * was for, when that order is still the same (nexi-xpay.service.ts marks it `lateSuccess` first). No other
 * cancelled payment can be settled, by the shop or by staff.
 */
import { PaymentProcess } from '@vendure/core';

import { REDIRECTED, SUPERSEDED_REASONS } from '../constants';
import type { AttemptMetadata } from './payment-handlers';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
    interface CustomPaymentStates {
        Redirected: never;
    }
}

export const redirectedPaymentProcess: PaymentProcess<typeof REDIRECTED> = {
    transitions: {
        Created: { to: [REDIRECTED] },
        Redirected: { to: ['Authorized', 'Settled', 'Declined', 'Error', 'Cancelled'] },
        Cancelled: { to: ['Settled'] },
    },
    onTransitionStart(fromState, toState, { payment }) {
        if (fromState === 'Cancelled' && toState === 'Settled') {
            const metadata = (payment.metadata ?? {}) as AttemptMetadata;
            const late =
                SUPERSEDED_REASONS.has(metadata.cancelledBecause ?? '') &&
                metadata.lateSuccess === 'settled' &&
                metadata.result?.esito === 'OK' &&
                !metadata.needsRefund;
            if (!late) return 'A cancelled payment is settled only by its provider’s late success';
        }
    },
};
