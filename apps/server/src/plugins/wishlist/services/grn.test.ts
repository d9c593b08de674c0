import { describe, expect, it } from 'vitest';

import { formatGrn, formatUid, getUuidFromGrn, isValidGrn, parseReference } from './grn';

describe('GRNs', () => {
    it('formats GRNs and uids around the same id', () => {
        expect(formatGrn('wishlist-item', '12')).toBe('grn:shop:wishlist-item::12');
        expect(formatGrn('product-variant', 'T_3')).toBe('grn:shop:product-variant::T_3');
        expect(formatUid('wishlist-item', '12')).toBe('wishlist-item::12');
    });

    it.each(['grn:shop:wishlist-item::12', 'grn:x::y', 'a grn:b::c'])('takes %s as a valid GRN', value => {
        expect(isValidGrn(value)).toBe(true);
    });

    it.each([
        ['no grn: prefix', 'wishlist-item::12'],
        ['no double colon', 'grn:shop:wishlist-item:12'],
        ['an empty id', 'grn:shop:wishlist-item::'],
        ['three parts', 'grn:shop:wishlist-item::12::3'],
        ['an empty string', ''],
    ])('refuses a GRN with %s', (_, value) => {
        expect(isValidGrn(value)).toBe(false);
        expect(() => getUuidFromGrn(value)).toThrow('Provided string is not a valid GRN.');
    });

    it('refuses values that are not strings', () => {
        expect(isValidGrn(undefined)).toBe(false);
        expect(isValidGrn(12)).toBe(false);
    });

    it('reads the id of a GRN, and refuses an id of the wrong form', () => {
        expect(getUuidFromGrn('grn:shop:product-variant::T_3')).toBe('T_3');
        expect(() => getUuidFromGrn('grn:shop:product-variant::1 2')).toThrow('Could not find uuid from provided GRN.');
        expect(() => getUuidFromGrn(`grn:shop:product-variant::${'9'.repeat(65)}`)).toThrow(
            'Could not find uuid from provided GRN.',
        );
    });

    it('reads a reference given as uid or as GRN of the expected kind', () => {
        expect(parseReference('wishlist-item::12', 'wishlist-item')).toBe('12');
        expect(parseReference('grn:shop:wishlist-item::12', 'wishlist-item')).toBe('12');
        expect(() => parseReference('grn:shop:product-variant::12', 'wishlist-item')).toThrow(
            'Provided GRN does not name a wishlist-item.',
        );
        expect(() => parseReference('grn:shop:wishlist-item', 'wishlist-item')).toThrow(
            'Provided string is not a valid GRN.',
        );
        expect(() => parseReference('product-variant::12', 'wishlist-item')).toThrow(
            'Provided string is not a valid wishlist-item uid',
        );
        expect(() => parseReference('12', 'wishlist-item')).toThrow('Provided string is not a valid wishlist-item uid');
    });
});
