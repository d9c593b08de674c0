import { describe, expect, it } from 'vitest';
import { lastOrderToken, readLastOrderToken } from '~/lib/checkout/placed-order.server';

describe('the last-order token', () => {
    const now = Date.UTC(2026, 11, 1, 12);

    it('names the order it was issued for, until it expires a day later', () => {
        const token = lastOrderToken('ABC123DEF456', now);
        expect(readLastOrderToken(token, now)).toBe('ABC123DEF456');
        expect(readLastOrderToken(token, now + 24 * 3600 * 1000 - 1000)).toBe('ABC123DEF456');
        expect(readLastOrderToken(token, now + 24 * 3600 * 1000)).toBeNull();
    });

    it('opens nothing for a bare code, another code, a longer life or another signature', () => {
        const token = lastOrderToken('ABC123DEF456', now);
        const [, expiry, signed] = token.split('.');
        expect(readLastOrderToken('ABC123DEF456', now)).toBeNull();
        expect(readLastOrderToken(`ZZZ123DEF456.${expiry}.${signed}`, now)).toBeNull();
        expect(readLastOrderToken(`ABC123DEF456.${Number(expiry) + 3600}.${signed}`, now)).toBeNull();
        expect(readLastOrderToken(`ABC123DEF456.${expiry}.${signed!.slice(0, -2)}AA`, now)).toBeNull();
        expect(readLastOrderToken(`${token}.x`, now)).toBeNull();
        expect(readLastOrderToken(undefined, now)).toBeNull();
    });
});
