import { describe, expect, it } from 'vitest';
import { updateInput, removeInput, parseInput } from '~/lib/cart/cart-input';
import { CART_VERSION_PATTERN, cartVersion } from '~/lib/cart/cart-version';

const line = (id: string, quantity: number) => ({ id, quantity });

describe('cartVersion', () => {
    it('is eight hex digits, the same for the same lines in any order', () => {
        const version = cartVersion({ lines: [line('1', 2), line('7', 1)] });
        expect(version).toMatch(CART_VERSION_PATTERN);
        expect(cartVersion({ lines: [line('7', 1), line('1', 2)] })).toBe(version);
    });

    it('changes when a quantity changes, a line goes or a line comes', () => {
        const base = cartVersion({ lines: [line('1', 2), line('7', 1)] });
        expect(cartVersion({ lines: [line('1', 3), line('7', 1)] })).not.toBe(base);
        expect(cartVersion({ lines: [line('1', 2)] })).not.toBe(base);
        expect(cartVersion({ lines: [line('1', 2), line('7', 1), line('9', 1)] })).not.toBe(base);
        expect(cartVersion({ lines: [] })).not.toBe(base);
    });
});

describe('expectedVersion in update and remove bodies', () => {
    it('is optional, and must look like a cart version when given', () => {
        expect(parseInput(updateInput, { lineId: '4', quantity: 2 })).toEqual({
            ok: true,
            value: { lineId: '4', quantity: 2 },
        });
        expect(parseInput(removeInput, { lineId: '4', expectedVersion: '0a1b2c3d' })).toEqual({
            ok: true,
            value: { lineId: '4', expectedVersion: '0a1b2c3d' },
        });
        expect(parseInput(updateInput, { lineId: '4', quantity: 2, expectedVersion: 'latest' })).toEqual({
            ok: false,
            error: 'expectedVersion is not a cart version',
        });
    });
});
