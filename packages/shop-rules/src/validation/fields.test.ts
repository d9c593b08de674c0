import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
    emailField,
    fiscalCodeField,
    firstNameField,
    lastNameField,
    loginPasswordField,
    optionalCheckbox,
    partitaIvaField,
    passwordField,
    pecField,
    phoneField,
    requiredCheckbox,
    sdiCodeField,
    textField,
} from './fields.js';

/** The one message a field answers, or its parsed value. */
function check(schema: z.ZodType, value: unknown) {
    const result = schema.safeParse(value);
    return result.success ? { value: result.data } : { messages: result.error.issues.map(issue => issue.message) };
}

describe('field schemas', () => {
    it('read an absent and a blank value as required', () => {
        for (const field of [emailField, pecField, phoneField, passwordField, loginPasswordField, firstNameField]) {
            expect(check(field, undefined)).toEqual({ messages: ['validation.required'] });
            expect(check(field, '')).toEqual({ messages: ['validation.required'] });
        }
        for (const field of [
            emailField,
            firstNameField,
            lastNameField,
            fiscalCodeField,
            partitaIvaField,
            sdiCodeField,
        ]) {
            expect(check(field, '   ')).toEqual({ messages: ['validation.required'] });
        }
    });

    it('trim an email and check it, one message at a time', () => {
        expect(check(emailField, ' mario.rossi+shop@example.it ')).toEqual({ value: 'mario.rossi+shop@example.it' });
        expect(check(emailField, 'mario@')).toEqual({ messages: ['validation.invalidEmail'] });
        expect(check(emailField, `${'a'.repeat(250)}@example.it`)).toEqual({ messages: ['validation.tooLong'] });
        expect(check(pecField, 'mario@example')).toEqual({ messages: ['validation.invalidPec'] });
        expect(check(pecField, 'simest@legalmail.it')).toEqual({ value: 'simest@legalmail.it' });
    });

    it('check a phone number', () => {
        expect(check(phoneField, ' +39 333 1234567 ')).toEqual({ value: '+39 333 1234567' });
        expect(check(phoneField, '(02) 1234567')).toEqual({ messages: ['validation.invalidPhone'] });
    });

    it('hold a new password to the policy, and never trim it', () => {
        expect(check(passwordField, 'Segreta1!')).toEqual({ value: 'Segreta1!' });
        expect(check(passwordField, 'segreta')).toEqual({ messages: ['validation.invalidPassword'] });
        expect(check(passwordField, ' Segreta1! ')).toEqual({ messages: ['validation.invalidPassword'] });
        expect(check(passwordField, 'Segreta1!' + 'è'.repeat(32))).toEqual({
            messages: ['validation.passwordTooLong'],
        });
    });

    it('take any existing password at sign-in, as typed', () => {
        expect(check(loginPasswordField, 'vecchia')).toEqual({ value: 'vecchia' });
        expect(check(loginPasswordField, ' con spazi ')).toEqual({ value: ' con spazi ' });
    });

    it('bound names and carry the bound in the issue', () => {
        expect(check(firstNameField, '  Niccolò ')).toEqual({ value: 'Niccolò' });
        expect(check(lastNameField, "D'Angelo")).toEqual({ value: "D'Angelo" });
        const short = firstNameField.safeParse('M');
        expect(short.error?.issues).toMatchObject([{ code: 'too_small', minimum: 2, message: 'validation.minLength' }]);
        const long = lastNameField.safeParse('M'.repeat(51));
        expect(long.error?.issues).toMatchObject([{ code: 'too_big', maximum: 50, message: 'validation.tooLong' }]);
    });

    it('tell forbidden characters from a badly written name', () => {
        expect(check(firstNameField, '<b>Mario</b>')).toEqual({ messages: ['validation.forbiddenCharacters'] });
        expect(check(lastNameField, 'Rossi;Bianchi')).toEqual({ messages: ['validation.forbiddenSemicolon'] });
        expect(check(lastNameField, 'Rossi2')).toEqual({ messages: ['validation.invalidName'] });
    });

    it('build other text fields that refuse ; only when they go into exported files', () => {
        const address = textField({ max: 100, semicolon: true });
        const message = textField({ min: 10, max: 2000, semicolon: false });
        expect(check(address, ' Via Roma 1 ')).toEqual({ value: 'Via Roma 1' });
        expect(check(address, 'Via Roma 1; scala B')).toEqual({ messages: ['validation.forbiddenSemicolon'] });
        expect(check(address, 'Via <Roma>')).toEqual({ messages: ['validation.forbiddenCharacters'] });
        expect(check(address, 'V'.repeat(101))).toEqual({ messages: ['validation.tooLong'] });
        expect(check(message, 'Buongiorno; vorrei sapere…')).toEqual({ value: 'Buongiorno; vorrei sapere…' });
        expect(check(message, 'Ciao')).toEqual({ messages: ['validation.minLength'] });
        expect(check(message, 'Ciao <a href=x>qui</a>')).toEqual({ messages: ['validation.forbiddenCharacters'] });
        expect(check(address, '')).toEqual({ messages: ['validation.required'] });
    });

    it('normalise the codes people type, then check them', () => {
        expect(check(fiscalCodeField, ' rssmra 85t10 a562s ')).toEqual({ value: 'RSSMRA85T10A562S' });
        expect(check(fiscalCodeField, 'BNCGVN80A01H501Z')).toEqual({ messages: ['validation.invalidFiscalCode'] });
        expect(check(partitaIvaField, 'IT 00743110157')).toEqual({ value: '00743110157' });
        expect(check(partitaIvaField, '00743110158')).toEqual({ messages: ['validation.invalidVat'] });
        expect(check(sdiCodeField, ' m5uxcr1')).toEqual({ value: 'M5UXCR1' });
        expect(check(sdiCodeField, 'M5UXCR')).toEqual({ messages: ['validation.invalidSdi'] });
    });

    it('take a ticked box from an HTML form, from Conform and from JSON', () => {
        const privacy = requiredCheckbox('validation.privacyRequired');
        expect(check(privacy, 'on')).toEqual({ value: true });
        expect(check(privacy, true)).toEqual({ value: true });
        for (const unticked of [undefined, false, '', 'off', 'true']) {
            expect(check(privacy, unticked), String(unticked)).toEqual({ messages: ['validation.privacyRequired'] });
        }
        expect(check(optionalCheckbox, 'on')).toEqual({ value: true });
        expect(check(optionalCheckbox, true)).toEqual({ value: true });
        expect(check(optionalCheckbox, false)).toEqual({ value: false });
        expect(check(optionalCheckbox, undefined)).toEqual({ value: false });
        expect(check(optionalCheckbox, 'off')).toEqual({ value: false });
    });
});
