// Commerce server error results (ErrorResult unions and the cart plugin's messages) turned into requirements §8 catalog keys.

/** Catalog keys under `cart.errors` (it.json / en.json). */
export type CartErrorKey =
    | 'maxQuantity'
    | 'notAddable'
    | 'outdated'
    | 'invalidQuantity'
    | 'couponInvalid'
    | 'couponExpired'
    | 'couponLimit'
    | 'lineNotFound'
    | 'removeFailed'
    | 'generic';

/** The cart plugin's messages, as apps/server/src/plugins/cart/constants.ts words them. */
const BY_MESSAGE: Record<string, CartErrorKey> = {
    'You reached the maximum saleable quantity': 'maxQuantity',
    'This product cannot be added to your cart': 'notAddable',
};

const BY_CODE: Record<string, CartErrorKey> = {
    INSUFFICIENT_STOCK_ERROR: 'maxQuantity',
    ORDER_LIMIT_ERROR: 'maxQuantity',
    NEGATIVE_QUANTITY_ERROR: 'invalidQuantity',
    ORDER_MODIFICATION_ERROR: 'outdated',
    COUPON_CODE_INVALID_ERROR: 'couponInvalid',
    COUPON_CODE_EXPIRED_ERROR: 'couponExpired',
    COUPON_CODE_LIMIT_ERROR: 'couponLimit',
};

/** A known plugin message wins over the error code: the plugin answers stock limits through interceptor errors too. */
export function cartErrorKey(errorCode: string | undefined, message: string | undefined): CartErrorKey {
    if (message && Object.hasOwn(BY_MESSAGE, message)) return BY_MESSAGE[message] as CartErrorKey;
    if (errorCode && Object.hasOwn(BY_CODE, errorCode)) return BY_CODE[errorCode] as CartErrorKey;
    return 'generic';
}
