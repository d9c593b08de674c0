/**
 * Checks that the invoice data is complete when the order goes to payment (AddingItems → ArrangingPayment): the
 * shopper may write the fields in any order while in the cart, each one checked as it is written, and pays only
 * with a set an invoice can be issued from. A private person's SdI code is stored as `0000000` then.
 */
import { LanguageCode, OrderProcess, OrderState } from '@vendure/core';

import { invoiceDataProblemMessages } from '../errors';
import { InvoiceFields, invoiceDataProblem, storedSdiCode } from '../services/invoice-data';

export const invoiceOrderProcess: OrderProcess<OrderState> = {
    onTransitionStart(fromState, toState, { ctx, order }) {
        if (fromState !== 'AddingItems' || toState !== 'ArrangingPayment') {
            return;
        }
        const fields = order.customFields as InvoiceFields;
        const problem = invoiceDataProblem(fields);
        if (problem) {
            // The transitionError of Vendure's OrderStateTransitionError, in the language the custom fields'
            // messages use: the request's (`?languageCode=`), otherwise the shop's.
            return invoiceDataProblemMessages[ctx.languageCode === LanguageCode.en ? 'en' : 'it'][problem];
        }
        // Saved with the order's new state by Vendure, only if the transition goes ahead.
        (order.customFields as InvoiceFields).businessSdiCode = storedSdiCode(fields);
    },
};
