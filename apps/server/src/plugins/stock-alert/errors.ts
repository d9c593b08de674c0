/** The stock alert mutations' expected failures, as ErrorResults (lib/error-results.ts). */
import { type ErrorCodeOf, errorResult } from '../../lib/error-results';
import {
    INVALID_EMAIL_MESSAGE,
    INVALID_TOKEN_MESSAGE,
    NOT_SOLD_OUT_MESSAGE,
    VARIANT_NOT_FOUND_MESSAGE,
} from './constants';

export const StockAlertErrorCode = {
    STOCK_ALERT_EMAIL_INVALID_ERROR: 'STOCK_ALERT_EMAIL_INVALID_ERROR',
    STOCK_ALERT_VARIANT_NOT_FOUND_ERROR: 'STOCK_ALERT_VARIANT_NOT_FOUND_ERROR',
    STOCK_ALERT_NOT_SOLD_OUT_ERROR: 'STOCK_ALERT_NOT_SOLD_OUT_ERROR',
    STOCK_ALERT_TOKEN_INVALID_ERROR: 'STOCK_ALERT_TOKEN_INVALID_ERROR',
} as const;
export type StockAlertErrorCode = ErrorCodeOf<typeof StockAlertErrorCode>;

/** Missing, too long or not an address; for a signed-in customer without one given, their own is used. */
export class StockAlertEmailInvalidError extends errorResult(
    'StockAlertEmailInvalidError',
    StockAlertErrorCode.STOCK_ALERT_EMAIL_INVALID_ERROR,
    INVALID_EMAIL_MESSAGE,
) {}

/** No sku or id, both, or one naming no variant on sale (deleted, disabled, or of a disabled product). */
export class StockAlertVariantNotFoundError extends errorResult(
    'StockAlertVariantNotFoundError',
    StockAlertErrorCode.STOCK_ALERT_VARIANT_NOT_FOUND_ERROR,
    VARIANT_NOT_FOUND_MESSAGE,
) {}

/** The variant can be bought now: there is nothing to wait for. */
export class StockAlertNotSoldOutError extends errorResult(
    'StockAlertNotSoldOutError',
    StockAlertErrorCode.STOCK_ALERT_NOT_SOLD_OUT_ERROR,
    NOT_SOLD_OUT_MESSAGE,
) {}

/** A cancel token that is malformed, forged, or belongs to a request asked for again since. */
export class StockAlertTokenInvalidError extends errorResult(
    'StockAlertTokenInvalidError',
    StockAlertErrorCode.STOCK_ALERT_TOKEN_INVALID_ERROR,
    INVALID_TOKEN_MESSAGE,
) {}
