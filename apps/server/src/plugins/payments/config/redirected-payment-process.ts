/**
 * The payment state of an attempt handed to the provider (the shopper is on XPay's page or Findomestic's application)
 * before any verified answer: `Redirected`. Vendure counts a payment as covering the order only when it is Authorized
 * or Settled, so a Redirected one places nothing; a verified answer moves it on, and a new attempt or a change to the
 * cart cancels it.
 */
import { PaymentProcess } from '@vendure/core';

import { REDIRECTED } from '../constants';

declare module '@vendure/core/dist/service/helpers/payment-state-machine/payment-state' {
    interface CustomPaymentStates {
        Redirected: never;
    }
}

export const redirectedPaymentProcess: PaymentProcess<typeof REDIRECTED> = {
    transitions: {
        Created: { to: [REDIRECTED] },
        Redirected: { to: ['Authorized', 'Settled', 'Declined', 'Error', 'Cancelled'] },
    },
};
