import { describe, expect, it } from 'vitest';

import {
    parseCartNotes,
    pruneCartNotes,
    readStoredNotes,
    serializeCartNotes,
    serviceQuantities,
} from './cart-notes.js';

describe('cart notes', () => {
    it('accepts an object of SKU to distinct SKUs and drops empty lists', () => {
        expect(parseCartNotes('{"TV-1":["SRV-A","SRV-B"],"PH-2":[]}')).toEqual({ 'TV-1': ['SRV-A', 'SRV-B'] });
        expect(parseCartNotes('{}')).toEqual({});
    });

    it.each([
        ['not json', '{'],
        ['an array', '["a"]'],
        ['null', 'null'],
        ['a string value', '{"A":"B"}'],
        ['a number in a list', '{"A":[1]}'],
        ['a repeated service', '{"A":["S","S"]}'],
        ['an empty SKU', '{"":["S"]}'],
        ['a padded SKU', '{"A":[" S"]}'],
        ['too long', `{"A":["${'S'.repeat(9000)}"]}`],
    ])('refuses %s', (_label, raw) => {
        expect(parseCartNotes(raw)).toBeNull();
    });

    it('reads stored notes that cannot be parsed, or are missing, as no services', () => {
        expect(readStoredNotes('{not json')).toEqual({});
        expect(readStoredNotes(null)).toEqual({});
        expect(readStoredNotes(undefined)).toEqual({});
        expect(readStoredNotes('{"TV-1":["SRV-A"]}')).toEqual({ 'TV-1': ['SRV-A'] });
    });

    it('serialises with sorted keys and values, {} when empty', () => {
        expect(serializeCartNotes({ B: ['Y', 'X'], A: ['Z'] })).toBe('{"A":["Z"],"B":["X","Y"]}');
        expect(serializeCartNotes({ A: [] })).toBe('{}');
    });

    it('makes a service follow the sum of the quantities of its products', () => {
        const quantities = serviceQuantities(
            { A: ['W', 'I'], B: ['W'], C: ['X'] },
            new Map([
                ['A', 2],
                ['B', 1],
            ]),
        );
        expect(Object.fromEntries(quantities)).toEqual({ W: 3, I: 2 });
    });

    it('prunes products that left the cart and services removed on their own', () => {
        expect(pruneCartNotes({ A: ['W', 'I'], B: ['W'] }, new Map([['A', 1]]), new Set(['W']))).toEqual({ A: ['I'] });
    });
});
