/** The error that refuses to place an order whose stock another order has just taken. */
import { I18nError, LogLevel } from '@vendure/core';

import { INSUFFICIENT_STOCK } from './constants';

/** The message's key under Vendure's `error` translations. */
export const INSUFFICIENT_STOCK_MESSAGE = 'insufficient-stock-to-place-order';

/** Messages by language, in Vendure's ICU format; `names` lists the variants that ran out. */
export const insufficientStockMessages = {
    it: 'Non ci sono più abbastanza pezzi di { names } per completare questo ordine: il carrello non è stato modificato.',
    en: 'There is no longer enough stock of { names } to place this order: the cart has not been changed.',
};

/**
 * Thrown, not returned: the transaction that was placing the order (and, through addPaymentToOrder, recording its
 * payment) is rolled back whole, so the cart is left exactly as it was. Clients recognise it by its code.
 */
export class InsufficientStockToPlaceOrderError extends I18nError {
    constructor(names: string[]) {
        super(`error.${INSUFFICIENT_STOCK_MESSAGE}`, { names: names.join(', ') }, INSUFFICIENT_STOCK, LogLevel.Info);
    }
}
