import { describe, expect, it } from 'vitest';
import { cartErrorKey } from '~/lib/cart/cart-errors';

describe('cartErrorKey', () => {
    it("reads the cart rules' reason code, never the English message", () => {
        expect(cartErrorKey({ errorCode: 'ORDER_INTERCEPTOR_ERROR', interceptorError: 'MAX_SALEABLE_QUANTITY' })).toBe(
            'maxQuantity',
        );
        expect(cartErrorKey({ errorCode: 'INSUFFICIENT_STOCK_ERROR' })).toBe('maxQuantity');
        expect(cartErrorKey({ errorCode: 'ORDER_INTERCEPTOR_ERROR', interceptorError: 'NOT_ADDABLE' })).toBe(
            'notAddable',
        );
        // A service is added only through its product: no message of its own in the catalog.
        expect(
            cartErrorKey({ errorCode: 'ORDER_INTERCEPTOR_ERROR', interceptorError: 'SERVICE_FOLLOWS_PRODUCT' }),
        ).toBe('generic');
        // The English sentence the server sends beside the code changes nothing.
        expect(
            cartErrorKey({
                errorCode: 'ORDER_INTERCEPTOR_ERROR',
                interceptorError: 'You reached the maximum saleable quantity',
            }),
        ).toBe('generic');
        expect(cartErrorKey({ errorCode: 'ORDER_INTERCEPTOR_ERROR', interceptorError: 'constructor' })).toBe('generic');
        expect(cartErrorKey({ errorCode: 'ORDER_INTERCEPTOR_ERROR' })).toBe('generic');
    });

    it('maps Vendure error results and falls back to the generic text', () => {
        expect(cartErrorKey({ errorCode: 'INSUFFICIENT_STOCK_ERROR' })).toBe('maxQuantity');
        expect(cartErrorKey({ errorCode: 'ORDER_LIMIT_ERROR' })).toBe('maxQuantity');
        expect(cartErrorKey({ errorCode: 'NEGATIVE_QUANTITY_ERROR' })).toBe('invalidQuantity');
        expect(cartErrorKey({ errorCode: 'ORDER_MODIFICATION_ERROR' })).toBe('outdated');
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_INVALID_ERROR' })).toBe('couponInvalid');
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_EXPIRED_ERROR' })).toBe('couponExpired');
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_LIMIT_ERROR' })).toBe('couponLimit');
        expect(cartErrorKey({ errorCode: 'SOMETHING_NEW' })).toBe('generic');
        expect(cartErrorKey({ errorCode: 'constructor', interceptorError: 'toString' })).toBe('generic');
        expect(cartErrorKey({})).toBe('generic');
    });

    it("maps the gift card plugin's error results to the gift card form's one message (requirements §8)", () => {
        expect(cartErrorKey({ errorCode: 'GIFT_CARD_ERROR' })).toBe('giftCardInvalid');
        expect(cartErrorKey({ errorCode: 'GIFT_CARD_NOT_APPLIED_ERROR' })).toBe('giftCardInvalid');
    });

    it('leaves a refused services change to the services fallback: no key of its own', () => {
        expect(cartErrorKey({ errorCode: 'CART_SERVICES_ERROR' })).toBe('generic');
    });

    it("reads the coupon rules' reason code (decision 034)", () => {
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'SIGN_IN_REQUIRED' })).toBe(
            'couponSignIn',
        );
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'FIRST_ORDER_ONLY' })).toBe(
            'couponFirstOrderOnly',
        );
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'NOT_COMBINABLE' })).toBe(
            'couponNotCombinable',
        );
        // A reason this storefront does not know yet still reads as a coupon that cannot be used.
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'SOMETHING_NEW' })).toBe('couponInvalid');
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR' })).toBe('couponInvalid');
    });
});
