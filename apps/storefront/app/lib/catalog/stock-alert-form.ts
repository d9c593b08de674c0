// The product page's "Avvisami quando torna disponibile" form, shared by the browser and the server: its id, the
// `intent` its posts carry to the product route's action, and the reply that action answers. The schemas are apart
// (stock-alert-schema.ts), so the page's first-load JavaScript holds no Zod (decision 038).

export const STOCK_ALERT_FORM_ID = 'stock-alert';
export const STOCK_ALERT_INTENT = 'stock-alert';

/** What a request accepted answers: the page shows the notice, kinder when it was asked for already. */
export interface StockAlertDone {
    form: typeof STOCK_ALERT_FORM_ID;
    done: true;
    sku: string;
    alreadyRequested: boolean;
    email: string;
}

export function isStockAlertDone(value: unknown): value is StockAlertDone {
    const reply = value as Partial<StockAlertDone> | null | undefined;
    return reply?.form === STOCK_ALERT_FORM_ID && reply.done === true;
}

/** The page that cancels a request: the email's link (`?token=…`). */
export function stockAlertCancelPath(locale: string): string {
    return `/${locale}/avvisi/annulla`;
}
