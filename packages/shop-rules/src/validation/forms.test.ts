import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { forgotPasswordForm, loginForm, registrationForm, resetPasswordForm } from './forms.js';
import { isValidationMessageKey } from './messages.js';

/** Each field's messages, as Conform shows them beside the fields. */
function errors(schema: z.ZodType, value: unknown): Record<string, string[]> | null {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const byField: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
        (byField[issue.path.join('.')] ??= []).push(issue.message);
    }
    return byField;
}

/** A registration as the HTML form posts it once Conform has read it (empty inputs left out). */
const registration = {
    email: 'mario.rossi+shop@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    fiscal_code: 'rssmra85t10a562s',
    password: 'Segreta1!',
    repassword: 'Segreta1!',
    privacy: 'on',
    create_account: 'on',
};

describe('registration form', () => {
    it('gives the values the commerce server is sent', () => {
        expect(registrationForm.parse({ ...registration, is_subscribed: 'on', recaptchaToken: 'tok' })).toEqual({
            email: 'mario.rossi+shop@example.it',
            firstName: 'Mario',
            lastName: 'Rossi',
            fiscal_code: 'RSSMRA85T10A562S',
            password: 'Segreta1!',
            repassword: 'Segreta1!',
            is_subscribed: true,
            privacy: true,
            create_account: true,
            recaptchaToken: 'tok',
        });
        expect(registrationForm.parse(registration)).toMatchObject({ is_subscribed: false, privacy: true });
        expect(registrationForm.parse(registration).recaptchaToken).toBeUndefined();
    });

    it('names every wrong field at once, the passwords’ mismatch included', () => {
        expect(
            errors(registrationForm, {
                firstName: 'M',
                lastName: 'Rossi;',
                fiscal_code: 'RSSMRA85T10A562T',
                password: 'segreta',
                repassword: 'segreto',
            }),
        ).toEqual({
            email: ['validation.required'],
            firstName: ['validation.minLength'],
            lastName: ['validation.forbiddenSemicolon'],
            fiscal_code: ['validation.invalidFiscalCode'],
            password: ['validation.invalidPassword'],
            repassword: ['validation.passwordsMismatch'],
            privacy: ['validation.privacyRequired'],
            create_account: ['validation.createAccountRequired'],
        });
    });

    it('asks for the second password before comparing it', () => {
        expect(errors(registrationForm, { ...registration, repassword: undefined })).toEqual({
            repassword: ['validation.required'],
        });
        expect(errors(registrationForm, { ...registration, repassword: '' })).toEqual({
            repassword: ['validation.required'],
        });
        expect(errors(registrationForm, { ...registration, repassword: 'Segreta1?' })).toEqual({
            repassword: ['validation.passwordsMismatch'],
        });
    });

    it('compares the passwords as typed, even when the first breaks the policy', () => {
        expect(errors(registrationForm, { ...registration, password: 'abc', repassword: 'abc' })).toEqual({
            password: ['validation.invalidPassword'],
        });
        expect(errors(registrationForm, { ...registration, repassword: 'Segreta1! ' })).toEqual({
            repassword: ['validation.passwordsMismatch'],
        });
    });

    it('requires both boxes, whatever else is right', () => {
        expect(errors(registrationForm, { ...registration, privacy: undefined, create_account: false })).toEqual({
            privacy: ['validation.privacyRequired'],
            create_account: ['validation.createAccountRequired'],
        });
    });
});

describe('sign-in and password forms', () => {
    it('signs in with an email and any password', () => {
        expect(loginForm.parse({ username: ' mario@example.it ', password: 'vecchia' })).toEqual({
            username: 'mario@example.it',
            password: 'vecchia',
        });
        expect(errors(loginForm, { username: 'mario', password: '' })).toEqual({
            username: ['validation.invalidEmail'],
            password: ['validation.required'],
        });
    });

    it('asks a forgotten password for an email, the reCAPTCHA token being optional', () => {
        expect(forgotPasswordForm.parse({ email: 'mario@example.it' })).toEqual({ email: 'mario@example.it' });
        expect(forgotPasswordForm.parse({ email: 'mario@example.it', recaptchaToken: 't' }).recaptchaToken).toBe('t');
        expect(errors(forgotPasswordForm, {})).toEqual({ email: ['validation.required'] });
    });

    it('sets a new password with the token, to the registration policy', () => {
        expect(resetPasswordForm.parse({ token: 'abc123', password: 'Nuova12!', repassword: 'Nuova12!' })).toEqual({
            token: 'abc123',
            password: 'Nuova12!',
            repassword: 'Nuova12!',
        });
        expect(errors(resetPasswordForm, { token: ' ', password: 'nuova', repassword: 'nuovo' })).toEqual({
            token: ['validation.required'],
            password: ['validation.invalidPassword'],
            repassword: ['validation.passwordsMismatch'],
        });
    });

    it('answers only catalogue keys, whatever is sent', () => {
        const junk = [undefined, null, 42, [], {}, '', ' ', '<x>', ';', 'x'.repeat(300), true, false, 'on'];
        for (const schema of [registrationForm, loginForm, forgotPasswordForm, resetPasswordForm]) {
            for (const body of [undefined, null, 'email=x', []]) {
                expect(schema.safeParse(body).error?.issues).toMatchObject([
                    { path: [], message: 'validation.required' },
                ]);
            }
            for (const value of junk) {
                const fields = ['email', 'username', 'firstName', 'lastName', 'fiscal_code', 'password', 'token'];
                const result = schema.safeParse({
                    ...Object.fromEntries(fields.map(field => [field, value])),
                    repassword: value,
                    privacy: value,
                    create_account: value,
                    is_subscribed: value,
                    recaptchaToken: value,
                });
                for (const issue of result.error?.issues ?? []) {
                    expect(isValidationMessageKey(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBe(
                        true,
                    );
                }
            }
        }
    });
});
