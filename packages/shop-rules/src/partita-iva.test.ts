import { describe, expect, it } from 'vitest';

import { isValidPartitaIva, normalizePartitaIva } from './partita-iva.js';

/** Ten digits completed with the check digit that makes them pass Luhn, so a test shows only the rule it names. */
function withCheckDigit(first10: string): string {
    for (let digit = 0; digit <= 9; digit++) {
        const candidate = first10 + digit;
        const sum = [...candidate].reduce((total, character, index) => {
            const value = Number(character) * (index % 2 === 0 ? 1 : 2);
            return total + (value > 9 ? value - 9 : value);
        }, 0);
        if (sum % 10 === 0) return candidate;
    }
    throw new Error('unreachable');
}

describe('partita IVA', () => {
    it('accepts a real number, also with the IT prefix and spaces', () => {
        expect(isValidPartitaIva('00743110157')).toBe(true);
        expect(isValidPartitaIva('IT00743110157')).toBe(true);
        expect(isValidPartitaIva(' it 007 4311 0157 ')).toBe(true);
        expect(normalizePartitaIva(' IT 007 4311 0157 ')).toBe('00743110157');
    });

    it('refuses a wrong check digit', () => {
        expect(isValidPartitaIva('00743110158')).toBe(false);
        expect(isValidPartitaIva('00743110150')).toBe(false);
    });

    it('refuses a number that passes Luhn from an office that does not exist', () => {
        expect(isValidPartitaIva('12345678903')).toBe(false);
        expect(withCheckDigit('1234567890')).toBe('12345678903');
        expect(isValidPartitaIva(withCheckDigit('1234567000'))).toBe(false);
        expect(isValidPartitaIva(withCheckDigit('1234567101'))).toBe(false);
        expect(isValidPartitaIva(withCheckDigit('1234567119'))).toBe(false);
        for (const office of ['001', '100', '120', '121', '888', '999']) {
            expect(isValidPartitaIva(withCheckDigit(`1234567${office}`)), office).toBe(true);
        }
    });

    it('refuses a company number of all zeros', () => {
        expect(isValidPartitaIva(withCheckDigit('0000000001'))).toBe(false);
        expect(isValidPartitaIva(withCheckDigit('0000001001'))).toBe(true);
    });

    it('refuses anything but 11 digits', () => {
        for (const value of ['', '0074311015', '007431101570', '0074311015A', 'DE00743110157', '00743-110157']) {
            expect(isValidPartitaIva(value), value).toBe(false);
        }
    });
});
