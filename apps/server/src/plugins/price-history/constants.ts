/** Names and periods shared by the price-history plugin's parts. */

/** Codice del Consumo art. 17-bis: the lowest price is looked for in the 30 days before a reduction. */
export { OMNIBUS_PERIOD_DAYS } from '@shop/rules';
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Identifies the handler that records price changes inside the transaction that makes them. */
export const PRICE_RECORDER_HANDLER_ID = 'price-history-recorder';
