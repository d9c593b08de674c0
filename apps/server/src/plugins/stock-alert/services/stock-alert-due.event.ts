import { ID, RequestContext, VendureEvent } from '@vendure/core';

/** What the back-in-stock email says and links to (the email plugin's `stock-alert` handler sends it). */
export interface StockAlertEmail {
    alertId: ID;
    emailAddress: string;
    productName: string;
    /** The variant's own name when the product has several (colour, capacity), else null. */
    variantName: string | null;
    /** The product page's identifier on the storefront (/it/p/{code}). */
    productCode: string;
    /** The chosen variant on the product page (?variant=…). */
    sku: string;
    cancelToken: string;
}

/**
 * Published once per request whose variant is saleable again, after the request was marked done: the email goes out
 * once, whatever else changes the stock meanwhile.
 */
export class StockAlertDueEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public alert: StockAlertEmail,
    ) {
        super();
    }
}
