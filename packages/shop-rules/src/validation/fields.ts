/**
 * Zod field schemas for the shop's forms, shared by the storefront (Conform, in the browser and in actions) and the
 * commerce server. Every issue's message is a catalogue key (messages.ts). Text is trimmed (codes normalised) before
 * it is checked, and the first rule that fails is the only one reported, so a field shows one message.
 */
import { z } from 'zod';

import { isValidFiscalCode, normalizeFiscalCode } from '../fiscal-code.js';
import { isValidPartitaIva, normalizePartitaIva } from '../partita-iva.js';
import {
    EMAIL_MAX_LENGTH,
    isValidEmail,
    isValidPec,
    isValidPhone,
    isValidSdiCode,
    normalizeSdiCode,
} from './contact.js';
import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './messages.js';
import { isValidPassword, PASSWORD_MAX_BYTES, utf8ByteLength } from './password.js';
import { hasForbiddenCharacters, isValidName, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './text.js';

/**
 * A rule that runs only while the field has no issue yet. Not Zod's `abort`: an aborted field would also stop the
 * form's own checks (the passwords' match), and the shopper should see every field's problem at once.
 */
const ifValidSoFar = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A missing value (Conform turns an empty input into undefined) and a blank one both read "required". */
function requiredText() {
    return z.string({ error: M.required }).trim().min(1, { error: M.required });
}

/** A code people type with spaces or in lower case: normalised, then required. */
function requiredCode(normalize: (value: string) => string) {
    return z.string({ error: M.required }).overwrite(normalize).min(1, { error: M.required });
}

export const emailField = requiredText()
    .max(EMAIL_MAX_LENGTH, { error: M.tooLong, ...ifValidSoFar })
    .refine(isValidEmail, { error: M.invalidEmail, ...ifValidSoFar });

export const pecField = requiredText()
    .max(EMAIL_MAX_LENGTH, { error: M.tooLong, ...ifValidSoFar })
    .refine(isValidPec, { error: M.invalidPec, ...ifValidSoFar });

export const phoneField = requiredText().refine(isValidPhone, { error: M.invalidPhone, ...ifValidSoFar });

/** Registration and reset: the whole policy. Not trimmed: a space is a character the shopper chose (and refused). */
export const passwordField = z
    .string({ error: M.required })
    .min(1, { error: M.required })
    .refine(value => utf8ByteLength(value) <= PASSWORD_MAX_BYTES, { error: M.passwordTooLong, ...ifValidSoFar })
    .refine(isValidPassword, { error: M.invalidPassword, ...ifValidSoFar });

/** Sign-in: only required. Accounts made before the policy keep their passwords; the server judges them. */
export const loginPasswordField = z.string({ error: M.required }).min(1, { error: M.required });

/** Text that goes into the courier's or the accountant's files refuses `;` as well as `<` and `>` (text.ts). */
function withoutForbiddenCharacters<T extends z.ZodType<string>>(schema: T, semicolon: boolean) {
    return schema
        .refine(value => !hasForbiddenCharacters(value), { error: M.forbiddenCharacters, ...ifValidSoFar })
        .refine(value => !semicolon || !hasForbiddenCharacters(value, { semicolon }), {
            error: M.forbiddenSemicolon,
            ...ifValidSoFar,
        });
}

function nameField() {
    const bounded = requiredText()
        .min(NAME_MIN_LENGTH, { error: M.minLength, ...ifValidSoFar })
        .max(NAME_MAX_LENGTH, { error: M.tooLong, ...ifValidSoFar });
    return withoutForbiddenCharacters(bounded, true).refine(isValidName, { error: M.invalidName, ...ifValidSoFar });
}

export const firstNameField = nameField();
export const lastNameField = nameField();

/**
 * Other required text (company name, address line, city, a message): `semicolon` for the fields that go into the
 * courier's and the accountant's files (see `hasForbiddenCharacters`).
 */
export function textField({ min = 1, max, semicolon }: { min?: number; max: number; semicolon: boolean }) {
    const bounded = requiredText()
        .min(min, { error: min > 1 ? M.minLength : M.required, ...ifValidSoFar })
        .max(max, { error: M.tooLong, ...ifValidSoFar });
    return withoutForbiddenCharacters(bounded, semicolon);
}

export const fiscalCodeField = requiredCode(normalizeFiscalCode).refine(isValidFiscalCode, {
    error: M.invalidFiscalCode,
    ...ifValidSoFar,
});

export const partitaIvaField = requiredCode(normalizePartitaIva).refine(isValidPartitaIva, {
    error: M.invalidVat,
    ...ifValidSoFar,
});

export const sdiCodeField = requiredCode(normalizeSdiCode).refine(isValidSdiCode, {
    error: M.invalidSdi,
    ...ifValidSoFar,
});

/**
 * A box that must be ticked. An HTML form sends a ticked box as `"on"` and leaves an unticked one out (Conform
 * makes that `undefined`, and `"on"` `true`); a JSON caller sends a boolean. All of them give `true` or the message.
 */
export function requiredCheckbox(message: ValidationMessageKey) {
    return z.literal(['on', true], { error: message }).transform((): true => true);
}

/**
 * A box that may stay unticked (the newsletter): `true` when ticked, `false` otherwise. Never an error: a box that
 * sends anything else was not ticked.
 */
export const optionalCheckbox = z
    .unknown()
    .optional()
    .transform(value => value === 'on' || value === true);
