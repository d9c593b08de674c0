import { describe, expect, it } from 'vitest';
import { addInput, couponInput, parseInput, removeInput, updateInput } from '~/lib/cart/cart-input';

describe('cart input', () => {
    it('accepts a variant id and a whole quantity from 1 to 9999, numbers or form text', () => {
        expect(parseInput(addInput, { variantId: '41', quantity: 1 })).toEqual({
            ok: true,
            value: { variantId: '41', quantity: 1 },
        });
        expect(parseInput(addInput, { variantId: ' 41 ', quantity: '9999' })).toEqual({
            ok: true,
            value: { variantId: '41', quantity: 9999 },
        });
        expect(parseInput(updateInput, { lineId: '7', quantity: 3 })).toEqual({
            ok: true,
            value: { lineId: '7', quantity: 3 },
        });
    });

    it.each([
        [{ quantity: 1 }, 'variantId is required'],
        [{ variantId: '', quantity: 1 }, 'variantId is required'],
        [{ variantId: '41' }, 'quantity is required'],
        [{ variantId: '41', quantity: 0 }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: '41', quantity: 10000 }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: '41', quantity: 1.5 }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: '41', quantity: '2.5' }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: '41', quantity: 'tre' }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: '41', quantity: -3 }, 'quantity must be an integer from 1 to 9999'],
        [{ variantId: 42, quantity: 1 }, 'variantId is required'],
        [{ variantId: '41; DROP', quantity: 1 }, 'variantId is not a valid id'],
    ])('refuses %j: %s', (body, error) => {
        expect(parseInput(addInput, body)).toEqual({ ok: false, error });
    });

    it('refuses a body that is not an object', () => {
        expect(parseInput(addInput, 'variantId=41')).toEqual({
            ok: false,
            error: 'body Invalid input: expected object, received string',
        });
        expect(parseInput(addInput, null)).toMatchObject({ ok: false, error: 'variantId is required' });
    });

    it('needs a line id to remove and a code for coupons', () => {
        expect(parseInput(removeInput, {})).toEqual({ ok: false, error: 'lineId is required' });
        expect(parseInput(couponInput, { code: '  ' })).toEqual({ ok: false, error: 'code is required' });
        expect(parseInput(couponInput, { code: ' benvenuto10 ' })).toEqual({
            ok: true,
            value: { code: 'benvenuto10' },
        });
        expect(parseInput(couponInput, { code: 'x'.repeat(51) })).toEqual({ ok: false, error: 'code is too long' });
    });

    it('takes the services chosen on the product page with the product code, without duplicates', () => {
        expect(
            parseInput(addInput, {
                variantId: '20',
                quantity: 1,
                productCode: 'SM-A556B/DS',
                serviceSkus: ['SRV-RAEE', 'SRV-RAEE', 'SRV-INST-LAV'],
            }),
        ).toEqual({
            ok: true,
            value: {
                variantId: '20',
                quantity: 1,
                productCode: 'SM-A556B/DS',
                serviceSkus: ['SRV-RAEE', 'SRV-INST-LAV'],
            },
        });
        expect(parseInput(addInput, { variantId: '20', quantity: 1, serviceSkus: [] })).toEqual({
            ok: false,
            error: 'productCode is required',
        });
        expect(
            parseInput(addInput, { variantId: '20', quantity: 1, productCode: 'X', serviceSkus: ['SRV RAEE'] }),
        ).toEqual({ ok: false, error: 'serviceSkus.0 is not a valid SKU' });
        expect(parseInput(addInput, { variantId: '20', quantity: 1, productCode: '<b>', serviceSkus: [] })).toEqual({
            ok: false,
            error: 'productCode is not a valid product code',
        });
    });
});
