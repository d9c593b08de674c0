/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { emailField, firstNameField } from './fields.js';
import {
    formatValidationIssues,
    isValidationMessageKey,
    readValidationError,
    VALIDATION_MESSAGE_KEYS,
    validationMessageValues,
} from './messages.js';

/**
 * The storefront's catalogues, read from the workspace: the shopper reads every key in both languages. The Italian
 * validation messages are a page section of their own (`it-pages/validation.json`); English is one file.
 */
function catalogue(language: 'it' | 'en'): Record<string, unknown> {
    const name = language === 'it' ? 'it-pages/validation.json' : 'en.json';
    const file = new URL(`../../../../apps/storefront/app/lib/i18n/locales/${name}`, import.meta.url);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function lookUp(tree: Record<string, unknown>, key: string): unknown {
    return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('validation messages', () => {
    it('are the keys the forms need', () => {
        expect(VALIDATION_MESSAGE_KEYS).toEqual([
            'validation.required',
            'validation.minLength',
            'validation.tooLong',
            'validation.invalidEmail',
            'validation.invalidPhone',
            'validation.invalidFiscalCode',
            'validation.invalidPassword',
            'validation.passwordTooLong',
            'validation.passwordsMismatch',
            'validation.createAccountRequired',
            'validation.privacyRequired',
            'validation.forbiddenCharacters',
            'validation.forbiddenSemicolon',
            'validation.invalidVat',
            'validation.invalidPec',
            'validation.invalidSdi',
            'validation.invalidName',
            'validation.tokenExpired',
            'validation.invalidPostcode',
            'validation.invalidProvince',
            'validation.invalidCountry',
            'validation.sdiOrPecRequired',
            'validation.paymentMethodRequired',
            'validation.termsRequired',
        ]);
        expect(isValidationMessageKey('validation.required')).toBe(true);
        expect(isValidationMessageKey('This field is required')).toBe(false);
    });

    for (const language of ['it', 'en'] as const) {
        it(`each has a sentence in the ${language} catalogue, and nothing else is under "validation"`, () => {
            const messages = catalogue(language);
            for (const key of VALIDATION_MESSAGE_KEYS) {
                const text = lookUp(messages, key);
                expect(typeof text, key).toBe('string');
                expect(String(text).trim(), key).not.toBe('');
            }
            expect(Object.keys(messages.validation as object).map(key => `validation.${key}`)).toEqual(
                VALIDATION_MESSAGE_KEYS,
            );
        });

        it(`fill {{length}} in the ${language} catalogue only where the issue carries it`, () => {
            const messages = catalogue(language);
            for (const key of VALIDATION_MESSAGE_KEYS) {
                const placeholders = String(lookUp(messages, key)).match(/\{\{\s*\w+\s*\}\}/g) ?? [];
                const expected = key === 'validation.minLength' || key === 'validation.tooLong' ? ['{{length}}'] : [];
                expect(placeholders, key).toEqual(expected);
            }
        });
    }

    it('give the length a message names, from the issue itself', () => {
        const [short] = firstNameField.safeParse('M').error?.issues ?? [];
        expect(short && validationMessageValues(short)).toEqual({ length: 2 });
        const [long] = emailField.safeParse(`${'a'.repeat(250)}@example.it`).error?.issues ?? [];
        expect(long && validationMessageValues(long)).toEqual({ length: 254 });
        const [invalid] = emailField.safeParse('mario@').error?.issues ?? [];
        expect(invalid && validationMessageValues(invalid)).toEqual({});
    });

    it('carry the length through a reply of strings, and back', () => {
        const short = firstNameField.safeParse('M').error?.issues ?? [];
        const invalid = emailField.safeParse('mario@').error?.issues ?? [];
        expect(formatValidationIssues(short)).toEqual(['validation.minLength?length=2']);
        expect(formatValidationIssues(invalid)).toEqual(['validation.invalidEmail']);
        expect(readValidationError('validation.minLength?length=2')).toEqual({
            key: 'validation.minLength',
            values: { length: 2 },
        });
        expect(readValidationError('validation.invalidEmail')).toEqual({ key: 'validation.invalidEmail', values: {} });
        expect(readValidationError('validation.tooLong?length=&x=abc&=3&y')).toEqual({
            key: 'validation.tooLong',
            values: {},
        });
    });
});
