import { describe, expect, it } from 'vitest';

import { fiscalCodeCheckLetter, isValidEmail, isValidFiscalCode, nameError, normalizeFiscalCode } from './validation';

describe('fiscal code (italy-facts §1)', () => {
    it.each(['RSSMRA85T10A562S', 'RSSMRA74D22A001Q', 'RCCMNL83S18D969H', 'CNTCHR83T41D969D', 'RSSMRA79B11C566R'])(
        'accepts %s',
        code => expect(isValidFiscalCode(code)).toBe(true),
    );

    it('accepts an omocodic code and lower case with spaces, normalised to the stored form', () => {
        expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
        expect(isValidFiscalCode(' rssmra85t10 a562s ')).toBe(true);
        expect(normalizeFiscalCode(' rssmra85t10 a562s ')).toBe('RSSMRA85T10A562S');
    });

    it('computes the check letter from the sum of the scores', () => {
        // 122 % 26 = 18: S.
        expect(fiscalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
        expect(fiscalCodeCheckLetter('BNCGVN80A01H501')).toBe('J');
    });

    it.each([
        ['BNCGVN80A01H501Z', 'wrong check letter (J is right)'],
        ['RSSMRA85T10A562T', 'check letter off by one'],
        ['RSSMRA85F10A562S', 'F is no month letter'],
        ['RSSMRA85T10A562', 'fifteen characters'],
        ['RSSMRA85T10A5621', 'a digit in the check letter'],
        ['', 'empty'],
    ])('refuses %j (%s)', code => expect(isValidFiscalCode(code)).toBe(false));
});

describe('email and names', () => {
    it('takes ordinary addresses and refuses the broken ones', () => {
        expect(isValidEmail('mario.rossi+shop@example.it')).toBe(true);
        for (const bad of ['mario@', 'mario@example', 'a b@x.it', '@example.it', `${'a'.repeat(250)}@x.it`]) {
            expect(isValidEmail(bad)).toBe(false);
        }
    });

    it('names: required, at most 50 characters, no < > or ;', () => {
        expect(nameError("D'Angelo-Rossi")).toBeNull();
        expect(nameError('   ')).toBe('validation.required');
        expect(nameError('A'.repeat(51))).toBe('validation.tooLong');
        expect(nameError('<b>Mario')).toBe('validation.forbiddenCharacters');
        expect(nameError('Mario;')).toBe('validation.forbiddenSemicolon');
    });
});
