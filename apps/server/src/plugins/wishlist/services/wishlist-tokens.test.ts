import { describe, expect, it } from 'vitest';

import { WishlistQuantityError } from '../errors';
import {
    createGuestToken,
    decodePageToken,
    encodePageToken,
    hashGuestToken,
    isWellFormedGuestToken,
} from './wishlist-tokens';
import { assertPageSize, isValidQuantity, isValidUpdateQuantity } from './wishlist-validation';

describe('guest tokens', () => {
    it('are 32 random bytes in base64url, different every time', () => {
        const token = createGuestToken();
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        expect(createGuestToken()).not.toBe(token);
        expect(isWellFormedGuestToken(token)).toBe(true);
    });

    it('are stored as their SHA-256, never as they are', () => {
        const token = createGuestToken();
        expect(hashGuestToken(token)).toMatch(/^[0-9a-f]{64}$/);
        expect(hashGuestToken(token)).toBe(hashGuestToken(token));
        expect(hashGuestToken(token)).not.toContain(token);
    });

    it.each([undefined, '', 'short', 'a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)}=`, ['x'.repeat(43)]])(
        'treats %j as no token',
        value => {
            expect(isWellFormedGuestToken(value)).toBe(false);
        },
    );
});

describe('page tokens', () => {
    it('round-trip the last item id, opaquely', () => {
        const token = encodePageToken(1234);
        expect(token).not.toContain('1234');
        expect(decodePageToken(token)).toBe(1234);
    });

    it.each(['', 'abc', Buffer.from('after:0').toString('base64url'), Buffer.from('after:-1').toString('base64url')])(
        'refuses the page token %j',
        token => {
            expect(() => decodePageToken(token)).toThrow('Invalid page token');
        },
    );
});

describe('quantities and page sizes', () => {
    it('accepts quantities from 1 to 9999, and 0 only to remove', () => {
        expect(isValidQuantity(1)).toBe(true);
        expect(isValidQuantity(9999)).toBe(true);
        for (const bad of [0, -1, 10_000, 1.5, Number.NaN]) {
            expect(isValidQuantity(bad)).toBe(false);
        }
        expect(isValidUpdateQuantity(0)).toBe(true);
        expect(isValidUpdateQuantity(-1)).toBe(false);
        expect(new WishlistQuantityError()).toMatchObject({
            errorCode: 'WISHLIST_QUANTITY_ERROR',
            message: 'The quantity must be a whole number from 1 to 9999.',
            minQuantity: 1,
            maxQuantity: 9999,
        });
    });

    it('accepts page sizes from 1 to 100', () => {
        expect(assertPageSize(1)).toBe(1);
        expect(assertPageSize(100)).toBe(100);
        expect(() => assertPageSize(0)).toThrow('The page size must be a whole number from 1 to 100.');
        expect(() => assertPageSize(101)).toThrow('The page size must be a whole number from 1 to 100.');
    });
});
