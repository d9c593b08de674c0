import { describe, expect, it } from 'vitest';

import { fiscalCodeCheckLetter, isValidFiscalCode, normalizeFiscalCode } from './fiscal-code.js';

/** A code whose only fault is the one under test: the check letter is right for its first 15 characters. */
const withCheckLetter = (first15: string) => first15 + fiscalCodeCheckLetter(first15);

describe('codice fiscale', () => {
    it('accepts real and published codes, a woman’s and an omocodic one among them', () => {
        for (const code of [
            'RSSMRA85T10A562S',
            'RSSMRA74D22A001Q',
            'RCCMNL83S18D969H',
            'CNTCHR83T41D969D',
            'RSSMRA79B11C566R',
            'RSSMRA85T10A56NH',
        ]) {
            expect(isValidFiscalCode(code), code).toBe(true);
        }
    });

    it('computes the check letter from the odd and even scores', () => {
        // Odd positions R S R 8 T 0 5 2 score 8+12+8+19+14+1+13+5 = 80; even S M A 5 1 A 6 score 18+12+0+5+1+0+6 = 42.
        expect(fiscalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
        expect(fiscalCodeCheckLetter('BNCGVN80A01H501')).toBe('J');
        // An omocodia letter counts as the letter it is, not as the digit it replaces.
        expect(fiscalCodeCheckLetter('RSSMRA85T10A56N')).toBe('H');
        expect(() => fiscalCodeCheckLetter('RSSMRA85T10A56')).toThrow(RangeError);
        expect(() => fiscalCodeCheckLetter('rssmra85t10a562')).toThrow(RangeError);
    });

    it('refuses a wrong check letter', () => {
        expect(isValidFiscalCode('BNCGVN80A01H501Z')).toBe(false);
        expect(isValidFiscalCode('BNCGVN80A01H501J')).toBe(true);
        expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
    });

    it('checks the code as people type it: spaces and lower case do not matter', () => {
        expect(normalizeFiscalCode('  rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
        expect(isValidFiscalCode('  rssmra 85t10 a562s ')).toBe(true);
        expect(isValidFiscalCode('RSSMRA85T10a56nh')).toBe(true);
    });

    it('refuses codes of the wrong shape even when their check letter is right', () => {
        // F is not a month letter (June is H).
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85F10A562'))).toBe(false);
        // A day of 32 or 72 is nobody's birthday; 71 is a woman born on the 31st.
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85T32A562'))).toBe(false);
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85T72A562'))).toBe(false);
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85T00A562'))).toBe(false);
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85T71A562'))).toBe(true);
        // A is not an omocodia letter; a digit cannot stand where a name letter goes.
        expect(isValidFiscalCode(withCheckLetter('RSSMRA8AT10A562'))).toBe(false);
        expect(isValidFiscalCode(withCheckLetter('R5SMRA85T10A562'))).toBe(false);
        // The Belfiore code starts with a letter.
        expect(isValidFiscalCode(withCheckLetter('RSSMRA85T101562'))).toBe(false);
    });

    it('refuses too short, too long and empty codes, and company numbers', () => {
        expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
        expect(isValidFiscalCode('RSSMRA85T10A562SS')).toBe(false);
        expect(isValidFiscalCode('')).toBe(false);
        expect(isValidFiscalCode('00743110157')).toBe(false);
        expect(isValidFiscalCode('RSSMRA85T10A562S;')).toBe(false);
    });
});
