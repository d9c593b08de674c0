/**
 * The stock alert mutations' expected failures, answered as Vendure ErrorResults (`... on ErrorResult { errorCode }`)
 * so clients tell them apart by code, never by wording. Vendure adds each type's name in UPPER_SNAKE_CASE to the
 * ErrorCode enum.
 */
import { GraphQLErrorResult } from '@vendure/core';

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
export type StockAlertErrorCode = (typeof StockAlertErrorCode)[keyof typeof StockAlertErrorCode];

abstract class StockAlertErrorResult implements GraphQLErrorResult {
    abstract readonly __typename: string;
    abstract readonly errorCode: StockAlertErrorCode;
    abstract readonly message: string;
}

/** Missing, too long or not an address; for a signed-in customer without one given, their own is used. */
export class StockAlertEmailInvalidError extends StockAlertErrorResult {
    readonly __typename = 'StockAlertEmailInvalidError';
    readonly errorCode = StockAlertErrorCode.STOCK_ALERT_EMAIL_INVALID_ERROR;
    readonly message = INVALID_EMAIL_MESSAGE;
}

/** No sku or id, both, or one naming no variant on sale (deleted, disabled, or of a disabled product). */
export class StockAlertVariantNotFoundError extends StockAlertErrorResult {
    readonly __typename = 'StockAlertVariantNotFoundError';
    readonly errorCode = StockAlertErrorCode.STOCK_ALERT_VARIANT_NOT_FOUND_ERROR;
    readonly message = VARIANT_NOT_FOUND_MESSAGE;
}

/** The variant can be bought now: there is nothing to wait for. */
export class StockAlertNotSoldOutError extends StockAlertErrorResult {
    readonly __typename = 'StockAlertNotSoldOutError';
    readonly errorCode = StockAlertErrorCode.STOCK_ALERT_NOT_SOLD_OUT_ERROR;
    readonly message = NOT_SOLD_OUT_MESSAGE;
}

/** A cancel token that is malformed, forged, or belongs to a request asked for again since. */
export class StockAlertTokenInvalidError extends StockAlertErrorResult {
    readonly __typename = 'StockAlertTokenInvalidError';
    readonly errorCode = StockAlertErrorCode.STOCK_ALERT_TOKEN_INVALID_ERROR;
    readonly message = INVALID_TOKEN_MESSAGE;
}
