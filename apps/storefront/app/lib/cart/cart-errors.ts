// The commerce server's refusals of a cart change turned into requirements §8 catalog keys, by code only: the error result's
// `errorCode`, and for the cart rules' refusals the reason code Vendure carries in OrderInterceptorError. The English
// `message` beside them is for logs; shoppers read the catalog's text.
import { formatCents, formatDate, formatRoundCents } from '~/lib/format/money';
import type { graphql } from '~/lib/vendure/graphql';

/** The shop API's ErrorCode enum (apps/server/schema.graphql): a code the server no longer has fails the typecheck. */
type ErrorCode = ReturnType<typeof graphql.scalar<'ErrorCode'>>;

/** Catalog keys under `cart.errors` (it.json / en.json). */
export type CartErrorKey =
    | 'maxQuantity'
    | 'soldOut'
    | 'allInCart'
    | 'notAddable'
    | 'outdated'
    | 'invalidQuantity'
    | 'couponInvalid'
    | 'couponExpired'
    | 'couponLimit'
    | 'couponSignIn'
    | 'couponFirstOrderOnly'
    | 'couponNotCombinable'
    | 'couponMinimumOrder'
    | 'lineNotFound'
    | 'removeFailed'
    | 'giftCardInvalid'
    | 'giftCardExpired'
    | 'rateLimited'
    | 'generic';

const BY_CODE: Partial<Record<ErrorCode, CartErrorKey>> = {
    INSUFFICIENT_STOCK_ERROR: 'maxQuantity',
    ORDER_LIMIT_ERROR: 'maxQuantity',
    NEGATIVE_QUANTITY_ERROR: 'invalidQuantity',
    ORDER_MODIFICATION_ERROR: 'outdated',
    COUPON_CODE_INVALID_ERROR: 'couponInvalid',
    COUPON_CODE_EXPIRED_ERROR: 'couponExpired',
    COUPON_CODE_LIMIT_ERROR: 'couponLimit',
    GIFT_CARD_ERROR: 'giftCardInvalid',
    GIFT_CARD_EXPIRED_ERROR: 'giftCardExpired',
    GIFT_CARD_NOT_APPLIED_ERROR: 'giftCardInvalid',
};

/** The cart plugin's reasons for refusing an add or a quantity (apps/server/src/plugins/cart/errors.ts, CartRefusal). */
const BY_INTERCEPTOR_REASON: Record<string, CartErrorKey> = {
    MAX_SALEABLE_QUANTITY: 'maxQuantity',
    NOT_ADDABLE: 'notAddable',
};

/** Why the coupon rules refuse a coupon (CouponCodeRefusedError.reason, decision 034). */
type CouponRefusalReason = ReturnType<typeof graphql.scalar<'CouponRefusalReason'>>;

const BY_COUPON_REASON: Record<CouponRefusalReason, CartErrorKey> = {
    SIGN_IN_REQUIRED: 'couponSignIn',
    FIRST_ORDER_ONLY: 'couponFirstOrderOnly',
    NOT_COMBINABLE: 'couponNotCombinable',
    MINIMUM_ORDER_AMOUNT: 'couponMinimumOrder',
};

/** What an error result carries that says which refusal it is. */
export interface CartErrorCodes {
    errorCode?: string | null;
    /** Only on ORDER_INTERCEPTOR_ERROR: the cart rules' reason code. */
    interceptorError?: string | null;
    /** Only on COUPON_CODE_REFUSED_ERROR: the coupon rules' reason code. */
    reason?: string | null;
    /** Only on COUPON_CODE_REFUSED_ERROR for MINIMUM_ORDER_AMOUNT: cents. */
    minimumAmount?: number | null;
    missingAmount?: number | null;
    /** Only on GIFT_CARD_EXPIRED_ERROR: the ISO moment the card expired. */
    expiredAt?: string | null;
}

export function cartErrorKey({ errorCode, interceptorError, reason }: CartErrorCodes): CartErrorKey {
    if (errorCode === 'COUPON_CODE_REFUSED_ERROR') {
        return reason && Object.hasOwn(BY_COUPON_REASON, reason)
            ? BY_COUPON_REASON[reason as CouponRefusalReason]
            : 'couponInvalid';
    }
    if (errorCode === 'ORDER_INTERCEPTOR_ERROR' && interceptorError) {
        return Object.hasOwn(BY_INTERCEPTOR_REASON, interceptorError)
            ? (BY_INTERCEPTOR_REASON[interceptorError] as CartErrorKey)
            : 'generic';
    }
    if (errorCode && Object.hasOwn(BY_CODE, errorCode)) return BY_CODE[errorCode as ErrorCode] as CartErrorKey;
    return 'generic';
}

/**
 * The figures a refusal's text names, written for the shopper: the coupon's minimum ("500 €") and what is missing
 * ("450,01 €"), or the day a gift card expired. A card expiring at midnight was last usable the day before, and that is
 * the day it reads as expired on ("scaduta il 31 dicembre 2024" for 1 January 00:00 in Rome).
 */
export function cartErrorValues({
    errorCode,
    minimumAmount,
    missingAmount,
    expiredAt,
}: CartErrorCodes): Record<string, string> | undefined {
    if (errorCode === 'COUPON_CODE_REFUSED_ERROR' && minimumAmount != null && missingAmount != null) {
        return { minimum: formatRoundCents(minimumAmount), missing: formatCents(missingAmount) };
    }
    if (errorCode === 'GIFT_CARD_EXPIRED_ERROR' && expiredAt) {
        const moment = Date.parse(expiredAt);
        if (Number.isFinite(moment)) return { date: formatDate(new Date(moment - 1)) };
    }
    return undefined;
}

/** An add refused because none of the variant is left to sell: sold out, or the whole stock is in this cart already. */
export function noneLeftErrorKey(quantityInCart: number): CartErrorKey {
    return quantityInCart > 0 ? 'allInCart' : 'soldOut';
}
