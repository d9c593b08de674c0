import { describe, expect, it } from 'vitest';
import { type DecimalStyle, formatDecimal } from '~/lib/format/numbers';

const intlFormats = new Map<DecimalStyle, Intl.NumberFormat>();

/** Intl's it-IT, with no minus before a zero: what formatDecimal must write. */
function intl(value: number, style: DecimalStyle): string {
    let format = intlFormats.get(style);
    if (!format) {
        format = new Intl.NumberFormat('it-IT', {
            minimumFractionDigits: style.minimumFractionDigits,
            maximumFractionDigits: style.maximumFractionDigits,
            useGrouping: style.grouping,
            signDisplay: 'negative',
        });
        intlFormats.set(style, format);
    }
    return format.format(value);
}

const styles: DecimalStyle[] = [
    { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: 'always' },
    { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: 'min2' },
    { minimumFractionDigits: 0, maximumFractionDigits: 2, grouping: 'min2' },
    { minimumFractionDigits: 0, maximumFractionDigits: 0, grouping: 'always' },
    { minimumFractionDigits: 1, maximumFractionDigits: 3, grouping: 'always' },
];

describe('Italian decimals without Intl', () => {
    it('writes prices, rates and percentages as Italian does', () => {
        const price = styles[0]!;
        expect(formatDecimal(1299, price)).toBe('1.299,00');
        expect(formatDecimal(0.05, price)).toBe('0,05');
        expect(formatDecimal(-1234.5, price)).toBe('-1.234,50');
        expect(formatDecimal(1234.5, styles[1]!)).toBe('1234,50');
        expect(formatDecimal(12345.5, styles[1]!)).toBe('12.345,50');
        expect(formatDecimal(22, styles[2]!)).toBe('22');
        expect(formatDecimal(5.5, styles[2]!)).toBe('5,5');
        expect(formatDecimal(7.9, styles[1]!)).toBe('7,90');
    });

    it('rounds half away from zero on the written number, and writes no minus before zero', () => {
        // 1.005 is stored as 1.00499…; Intl rounds the number as written, and so does formatDecimal.
        expect(formatDecimal(1.005, styles[1]!)).toBe('1,01');
        expect(formatDecimal(-0.004, styles[1]!)).toBe('0,00');
        expect(formatDecimal(-0, styles[1]!)).toBe('0,00');
        expect(formatDecimal(9.995, styles[0]!)).toBe('10,00');
        expect(formatDecimal(999.995, styles[0]!)).toBe('1.000,00');
    });

    it('agrees with Intl on every amount in cents up to ±20.000 €, and on fractions of a cent', () => {
        for (const style of styles) {
            for (let cents = -2_000_000; cents <= 2_000_000; cents += 997) {
                expect(formatDecimal(cents / 100, style)).toBe(intl(cents / 100, style));
            }
            for (let tenths = -20_000; tenths <= 20_000; tenths += 7) {
                expect(formatDecimal(tenths / 1000, style)).toBe(intl(tenths / 1000, style));
            }
        }
    });

    it('agrees with Intl on large, tiny and odd numbers', () => {
        const values = [0, 1e-7, 5e-7, 0.1 + 0.2, 123456789.125, 1e12, 2 ** 53, 1e21, 1.5e22, 99999.995, 0.0049];
        for (const style of styles) {
            for (const value of [...values, ...values.map(v => -v)]) {
                expect(formatDecimal(value, style), String(value)).toBe(intl(value, style));
            }
        }
    });
});
