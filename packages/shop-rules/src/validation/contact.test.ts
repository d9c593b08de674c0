import { describe, expect, it } from 'vitest';

import {
    isValidEmail,
    isValidPec,
    isValidPhone,
    isValidSdiCode,
    normalizeSdiCode,
    SDI_CONSUMER_CODE,
} from './contact.js';

describe('email addresses', () => {
    it('accepts the addresses people have', () => {
        for (const email of [
            'mario.rossi+shop@example.it',
            'mario@example.it',
            "o'brien@example.co.uk",
            'MARIO_ROSSI-2@Sub.Example.COM',
            'info@xn--caff-dma.it',
            'a@b.co',
        ]) {
            expect(isValidEmail(email), email).toBe(true);
        }
    });

    it('refuses what cannot be written to', () => {
        for (const email of [
            'mario@',
            'mario@example',
            'a b@x.it',
            '@example.it',
            'mario.example.it',
            'mario@@example.it',
            'mario@exa mple.it',
            '.mario@example.it',
            'mario.@example.it',
            'mario..rossi@example.it',
            'mario@-example.it',
            'mario@example-.it',
            'mario@example..it',
            'mario@example.it.',
            'mario@example.i',
            'mario@example.123',
            'mario@[127.0.0.1]',
            'mario <mario@example.it>',
            'mario;rossi@example.it',
            ' mario@example.it',
            'màrio@example.it',
            '',
        ]) {
            expect(isValidEmail(email), email).toBe(false);
        }
    });

    it('keeps to 254 characters in all and 64 before the @', () => {
        const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.it`;
        expect(isValidEmail(`${'a'.repeat(64)}@example.it`)).toBe(true);
        expect(isValidEmail(`${'a'.repeat(65)}@example.it`)).toBe(false);
        expect(isValidEmail(`${'a'.repeat(59)}@${domain}`)).toBe(true);
        expect(`${'a'.repeat(59)}@${domain}`).toHaveLength(254);
        expect(isValidEmail(`${'a'.repeat(60)}@${domain}`)).toBe(false);
        expect(isValidEmail(`mario@${'d'.repeat(64)}.it`)).toBe(false);
    });

    it('checks a PEC as an email: providers need not have "pec" in their name', () => {
        expect(isValidPec('simest@legalmail.it')).toBe(true);
        expect(isValidPec('amministrazione@pec.negozio.it')).toBe(true);
        expect(isValidPec('amministrazione@pec')).toBe(false);
        expect(isValidPec('amministrazione pec@legalmail.it')).toBe(false);
    });
});

describe('SdI recipient code', () => {
    it('takes 7 letters and digits, the consumer code among them, as typed', () => {
        expect(isValidSdiCode(SDI_CONSUMER_CODE)).toBe(true);
        expect(SDI_CONSUMER_CODE).toBe('0000000');
        expect(isValidSdiCode('M5UXCR1')).toBe(true);
        expect(isValidSdiCode(' m5u xcr1 ')).toBe(true);
        expect(normalizeSdiCode(' m5u xcr1 ')).toBe('M5UXCR1');
    });

    it('refuses other lengths, the public offices’ 6-character codes and symbols', () => {
        for (const code of ['', 'UFY9MH', 'M5UXCR12', 'M5UXC-1', 'M5UXCRÈ', '0000000;']) {
            expect(isValidSdiCode(code), code).toBe(false);
        }
    });
});

describe('telephone numbers', () => {
    it('accepts Italian and international numbers as people write them', () => {
        for (const phone of [
            '3331234567',
            '333 123 4567',
            '+39 333 1234567',
            '+393331234567',
            '0039 02 12345678',
            '02-12345678',
            '02.1234.5678',
            '0471 123456',
            '+41 44 668 18 00',
            '123456',
            '+123456789012345',
        ]) {
            expect(isValidPhone(phone), phone).toBe(true);
        }
    });

    it('counts 6 to 15 digits after the international prefix', () => {
        expect(isValidPhone('12345')).toBe(false);
        expect(isValidPhone('+12345')).toBe(false);
        expect(isValidPhone('0012345')).toBe(false);
        expect(isValidPhone('+1234567890123456')).toBe(false);
        expect(isValidPhone('001234567890123456')).toBe(false);
        expect(isValidPhone('00123456789012345')).toBe(true);
    });

    it('refuses letters, brackets, doubled or dangling separators and a misplaced +', () => {
        for (const phone of [
            '',
            '333 CHIAMAMI',
            '(02) 1234567',
            '+39 (0)2 1234567',
            '333  1234567',
            '333--1234567',
            '333 1234567 ',
            '-3331234567',
            '+ 39 3331234567',
            '39+3331234567',
            '++393331234567',
            '333/1234567',
            '3331234567 int. 2',
            '3331234567;',
        ]) {
            expect(isValidPhone(phone), phone).toBe(false);
        }
    });
});
