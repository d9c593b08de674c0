import { describe, expect, it } from 'vitest';
import { formatItalianPriceInput, parseItalianPrice } from '~/lib/catalog/pricing';

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
