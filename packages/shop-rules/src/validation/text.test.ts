import { describe, expect, it } from 'vitest';

import { hasForbiddenCharacters, isValidName, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './text.js';

describe('forbidden characters', () => {
    it('refuses < and > in every field', () => {
        expect(hasForbiddenCharacters('<script>')).toBe(true);
        expect(hasForbiddenCharacters('a > b')).toBe(true);
        expect(hasForbiddenCharacters('a < b', { semicolon: true })).toBe(true);
        expect(hasForbiddenCharacters('Via Roma, 1 – int. 3/B "scala A" & co.')).toBe(false);
    });

    it('refuses ; only where asked', () => {
        expect(hasForbiddenCharacters('Via Roma 1; scala B')).toBe(false);
        expect(hasForbiddenCharacters('Via Roma 1; scala B', { semicolon: false })).toBe(false);
        expect(hasForbiddenCharacters('Via Roma 1; scala B', { semicolon: true })).toBe(true);
        expect(hasForbiddenCharacters('Via Roma 1, scala B', { semicolon: true })).toBe(false);
    });
});

describe('first and last names', () => {
    it('accepts Italian and foreign names', () => {
        expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 50]);
        for (const name of [
            'Mario',
            "D'Angelo",
            'D’Angelo',
            "De' Medici",
            'De Luca',
            'Anna-Maria',
            'Niccolò',
            'Zoë',
            'Łukasz',
            'Nguyễn',
            'Jr.',
            'Li',
            'Zoe\u0308',
            '  Mario  ',
            'M'.repeat(50),
        ]) {
            expect(isValidName(name), name).toBe(true);
        }
    });

    it('refuses digits, symbols, a leading mark and names of the wrong length', () => {
        for (const name of [
            '',
            'M',
            ' M ',
            'M'.repeat(51),
            'Mario2',
            'Mario_Rossi',
            "'Mario",
            '-Mario',
            '.Mario',
            'Mario;',
            '<b>Mario</b>',
            'Mario@Rossi',
            '😀Mario',
        ]) {
            expect(isValidName(name), name).toBe(false);
        }
    });
});
