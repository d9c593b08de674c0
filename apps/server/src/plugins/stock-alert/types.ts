import type { ID } from '@vendure/core';

export interface RequestStockAlertArgs {
    sku?: string | null;
    variantId?: ID | null;
    /** Optional for a signed-in customer: their account's address is used. */
    emailAddress?: string | null;
}

/** The answer to a request: whom the email will go to, and whether the same request was already waiting. */
export interface StockAlertRequested {
    __typename: 'StockAlertRequested';
    emailAddress: string;
    alreadyRequested: boolean;
}

export interface StockAlertCancelled {
    __typename: 'StockAlertCancelled';
    productName: string;
    productCode: string;
    /** The email had already gone: nothing was left to cancel. */
    alreadyNotified: boolean;
}
