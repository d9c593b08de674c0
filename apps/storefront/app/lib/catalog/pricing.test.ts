import { describe, expect, it } from 'vitest';
import { discountPercent, formatItalianPriceInput, parseItalianPrice } from '~/lib/catalog/pricing';

describe('discountPercent (requirements §9: 100 minus special/regular, rounded)', () => {
    it.each([
        [8000, 10000, 20],
        [129900, 179900, 28],
        [149900, 219900, 32],
        [99, 100, 1],
        [1, 100, 99],
        [0, 100, 100],
        // 100 - 66.666… = 33.33… → 33; 100 - 33.5 = 66.5 → 67 (Math.round rounds halves up)
        [20000, 30000, 33],
        [6650, 10000, 34],
        [3350, 10000, 67],
    ])('special %i, regular %i → %i %', (special, regular, percent) => {
        expect(discountPercent(special, regular)).toBe(percent);
    });

    it('is null without a discount', () => {
        expect(discountPercent(10000, null)).toBeNull();
        expect(discountPercent(10000, undefined)).toBeNull();
        expect(discountPercent(10000, 10000)).toBeNull();
        expect(discountPercent(12000, 10000)).toBeNull();
    });

    it('is null when the reduction rounds to 0 % or the amounts make no sense', () => {
        expect(discountPercent(99999, 100000)).toBeNull();
        expect(discountPercent(100, 0)).toBeNull();
        expect(discountPercent(-5, 100)).toBeNull();
        expect(discountPercent(Number.NaN, 100)).toBeNull();
        expect(discountPercent(50, Number.POSITIVE_INFINITY)).toBeNull();
    });
});

describe('parseItalianPrice (dots removed, comma as decimal separator)', () => {
    it.each([
        ['1.299,90', 129990],
        ['1299,90', 129990],
        ['1.299', 129900],
        ['1299', 129900],
        ['12,5', 1250],
        ['0,99', 99],
        ['0', 0],
        ['1.000.000', 100000000],
        [' 49,90 ', 4990],
        ['€ 49,90', 4990],
        ['49,90 €', 4990],
        // The rule drops every dot: a dot typed as a decimal mark counts as a thousands separator.
        ['12.50', 125000],
    ])('%j → %i cents', (text, cents) => {
        expect(parseItalianPrice(text)).toBe(cents);
    });

    it.each([
        [''],
        ['   '],
        ['abc'],
        ['12,'],
        [',50'],
        ['1,2,3'],
        ['12,345'],
        ['-10'],
        ['10e3'],
        ['1 000,00x'],
        ['99999999999999999999'],
    ])('%j is not a price', text => {
        expect(parseItalianPrice(text)).toBeNull();
    });

    it('is null for missing input', () => {
        expect(parseItalianPrice(null)).toBeNull();
        expect(parseItalianPrice(undefined)).toBeNull();
    });
});

describe('formatItalianPriceInput', () => {
    it.each([
        [129990, '1.299,90'],
        [129900, '1.299'],
        [1250, '12,50'],
        [99, '0,99'],
        [0, '0'],
        [100000000, '1.000.000'],
    ])('%i cents → %j, which parses back', (cents, text) => {
        expect(formatItalianPriceInput(cents)).toBe(text);
        expect(parseItalianPrice(text)).toBe(cents);
    });
});
