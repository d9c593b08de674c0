import { describe, expect, it } from 'vitest';
import { cartErrorKey, cartErrorValues } from '~/lib/cart/cart-errors';
import { cartErrorMessageKey } from '~/lib/cart/cart-messages';
import { getI18n } from '~/lib/i18n/i18n';

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

    it('says when an expired gift card was last usable, in Rome', () => {
        const expired = { errorCode: 'GIFT_CARD_EXPIRED_ERROR', expiredAt: '2024-12-31T23:00:00.000Z' };
        expect(cartErrorKey(expired)).toBe('giftCardExpired');
        // Midnight in Rome opening 1 January: the card was good through 31 December.
        expect(cartErrorValues(expired)).toEqual({ date: '31 dicembre 2024' });
        const text = getI18n('it').t(cartErrorMessageKey(cartErrorKey(expired)), cartErrorValues(expired));
        expect(text).toBe('La carta regalo è scaduta il 31 dicembre 2024');
        // During a day, that day (15:30 in Rome, summer time).
        expect(cartErrorValues({ ...expired, expiredAt: '2025-07-05T13:30:00.000Z' })).toEqual({
            date: '5 luglio 2025',
        });
        expect(cartErrorValues({ ...expired, expiredAt: 'not a date' })).toBeUndefined();
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
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'MINIMUM_ORDER_AMOUNT' })).toBe(
            'couponMinimumOrder',
        );
        // A reason this storefront does not know yet still reads as a coupon that cannot be used.
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'SOMETHING_NEW' })).toBe('couponInvalid');
        expect(cartErrorKey({ errorCode: 'COUPON_CODE_REFUSED_ERROR' })).toBe('couponInvalid');
    });

    it('names the minimum and what is missing, as an Italian shop writes them', () => {
        const refused = {
            errorCode: 'COUPON_CODE_REFUSED_ERROR',
            reason: 'MINIMUM_ORDER_AMOUNT',
            minimumAmount: 50_000,
            missingAmount: 50_000 - 4_999,
        };
        const text = getI18n('it').t(cartErrorMessageKey(cartErrorKey(refused)), cartErrorValues(refused));
        expect(text).toBe('Valido per ordini da 500\u00a0€: ti mancano 450,01\u00a0€');
        expect(cartErrorValues({ ...refused, minimumAmount: 149_950, missingAmount: 1 })).toEqual({
            minimum: '1.499,50\u00a0€',
            missing: '0,01\u00a0€',
        });
        // Without the amounts (another reason) nothing is named.
        expect(cartErrorValues({ errorCode: 'COUPON_CODE_REFUSED_ERROR', reason: 'NOT_COMBINABLE' })).toBeUndefined();
    });
});
