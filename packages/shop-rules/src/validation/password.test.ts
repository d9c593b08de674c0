import { describe, expect, it } from 'vitest';

import {
    isValidPassword,
    PASSWORD_MAX_BYTES,
    PASSWORD_MIN_LENGTH,
    PASSWORD_SPECIAL_CHARACTERS,
    utf8ByteLength,
} from './password.js';

describe('password policy', () => {
    it('has the limits of requirements §5 and bcrypt', () => {
        expect(PASSWORD_MIN_LENGTH).toBe(8);
        expect(PASSWORD_MAX_BYTES).toBe(72);
        expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!#$%&*?@^_-');
    });

    it('accepts 8 characters with a letter, a digit and a special character', () => {
        expect(isValidPassword('Segreta1!')).toBe(true);
        expect(isValidPassword('abcdef1-')).toBe(true);
        expect(isValidPassword('1234567a_')).toBe(true);
        expect(isValidPassword('perché1!')).toBe(true);
        for (const special of PASSWORD_SPECIAL_CHARACTERS) {
            expect(isValidPassword(`abcdef1${special}`), special).toBe(true);
        }
    });

    it('refuses a password missing any of them', () => {
        expect(isValidPassword('Segre1!')).toBe(false);
        expect(isValidPassword('Segretaa!')).toBe(false);
        expect(isValidPassword('12345678!')).toBe(false);
        expect(isValidPassword('Segreta12')).toBe(false);
        // Other symbols are allowed but do not count as the special character.
        expect(isValidPassword('Segreta1.')).toBe(false);
        expect(isValidPassword('Segreta1.;')).toBe(false);
        expect(isValidPassword('Segreta1.!')).toBe(true);
        expect(isValidPassword('')).toBe(false);
    });

    it('refuses whitespace anywhere', () => {
        expect(isValidPassword('Segreta 1!')).toBe(false);
        expect(isValidPassword(' Segreta1!')).toBe(false);
        expect(isValidPassword('Segreta1!\t')).toBe(false);
        expect(isValidPassword('Segreta1!\u00a0')).toBe(false);
    });

    it('counts the 72-byte limit in UTF-8 bytes, not characters', () => {
        expect(utf8ByteLength('a')).toBe(1);
        expect(utf8ByteLength('è')).toBe(2);
        expect(utf8ByteLength('€')).toBe(3);
        expect(utf8ByteLength('🔑')).toBe(4);
        const ascii72 = 'Segreta1!' + 'a'.repeat(63);
        expect(isValidPassword(ascii72)).toBe(true);
        expect(isValidPassword(ascii72 + 'a')).toBe(false);
        // 36 accented letters are 72 bytes; one more ASCII character is over.
        expect(isValidPassword('1!' + 'è'.repeat(35))).toBe(true);
        expect(isValidPassword('1!a' + 'è'.repeat(35))).toBe(false);
    });

    it('counts the minimum in characters: an emoji is one', () => {
        expect(isValidPassword('ab1!🔑🔑🔑')).toBe(false);
        expect(isValidPassword('ab1!🔑🔑🔑🔑')).toBe(true);
    });
});
