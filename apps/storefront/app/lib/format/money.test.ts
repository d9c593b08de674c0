import { describe, expect, it } from 'vitest';
import { formatCents, formatDate } from '~/lib/format/money';

describe('it-IT formatting', () => {
    it('formats integer cents as euro', () => {
        // Thousands are grouped from four digits, as Italian shops write them (CLDR alone starts at five).
        expect(formatCents(129900).replace(/\s/g, ' ')).toBe('1.299,00 €');
        expect(formatCents(1234567).replace(/\s/g, ' ')).toBe('12.345,67 €');
        expect(formatCents(5).replace(/\s/g, ' ')).toBe('0,05 €');
    });

    it('formats dates in Italian, Rome time', () => {
        expect(formatDate('2026-03-01T23:30:00Z')).toBe('2 marzo 2026');
    });
});
