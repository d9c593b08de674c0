/**
 * The account rules of requirements §5 (fiscal code, password, email, names) as the registration and the custom field
 * checks call them. The storefront applies the same rules from `@shop/rules`; this file is the one place the server
 * takes them from, so the registration, the password strategy and the fiscal code custom field cannot drift apart.
 *
 * TODO(merge): once `@shop/rules` exports `isValidFiscalCode`, `normalizeFiscalCode`, `isValidPassword`,
 * `isValidEmail`, `hasForbiddenCharacters` and the name rules, replace the bodies below by re-exports from it and keep
 * the message keys its catalogue defines (`validation.*`).
 */

/** Message keys of the storefront's catalogue (`validation.*` in it.json / en.json) that a refusal names. */
export type ValidationMessageKey =
    | 'validation.required'
    | 'validation.invalidEmail'
    | 'validation.invalidFiscalCode'
    | 'validation.invalidPassword'
    | 'validation.privacyRequired'
    | 'validation.forbiddenCharacters'
    | 'validation.tooLong';

// ---- Fiscal code (italy-facts §1) -------------------------------------------------------------------------------

/** The 16-character shape, with the omocodia letters allowed wherever a digit is. */
const FISCAL_CODE_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Scores of the odd positions (1st, 3rd, … 15th) for A–Z; a digit scores as the letter in its place (0 = A). */
const ODD_SCORES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Trimmed, inner spaces removed, upper case: what a shopper typed, as it is stored. */
export function normalizeFiscalCode(value: string): string {
    return value.replace(/\s+/g, '').toUpperCase();
}

/** The check letter of the first 15 characters, omocodia letters scored as written. */
export function fiscalCodeCheckLetter(first15: string): string {
    let sum = 0;
    for (let i = 0; i < 15; i++) {
        const ch = first15.charAt(i);
        const index = /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65;
        // Positions are counted from 1: index 0 is the first, odd, position.
        sum += i % 2 === 0 ? (ODD_SCORES[index] ?? 0) : index;
    }
    return String.fromCharCode(65 + (sum % 26));
}

export function isValidFiscalCode(value: string): boolean {
    const code = normalizeFiscalCode(value);
    return FISCAL_CODE_SHAPE.test(code) && fiscalCodeCheckLetter(code.slice(0, 15)) === code.charAt(15);
}

// ---- Password ---------------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes: anything after them would not count, so a longer password is refused. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_SPECIAL_CHARACTERS = '!#$%&*?@^_-';

/** requirements §5: at least 8 characters, no whitespace, a letter, a digit and one of `! # $ % & * ? @ ^ _ -`. */
export function isValidPassword(value: string): boolean {
    return (
        [...value].length >= PASSWORD_MIN_LENGTH &&
        Buffer.byteLength(value, 'utf8') <= PASSWORD_MAX_BYTES &&
        !/\s/u.test(value) &&
        /\p{L}/u.test(value) &&
        /[0-9]/.test(value) &&
        [...PASSWORD_SPECIAL_CHARACTERS].some(ch => value.includes(ch))
    );
}

// ---- Email and names --------------------------------------------------------------------------------------------

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN =
    /^[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** requirements §5: word characters and some symbols before the @, a dotted domain. */
export function isValidEmail(value: string): boolean {
    return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** requirements §5: `<` and `>` never; `;` not in names and other text that ends up in courier and accounting files. */
export function hasForbiddenCharacters(value: string, options: { semicolon?: boolean } = {}): boolean {
    return /[<>]/.test(value) || (options.semicolon === true && value.includes(';'));
}

export const NAME_MAX_LENGTH = 50;

/** Why a first or last name is refused, or null: required, at most 50 characters, no `<`, `>` or `;`. */
export function nameError(value: string): ValidationMessageKey | null {
    const name = value.trim();
    if (name === '') return 'validation.required';
    if ([...name].length > NAME_MAX_LENGTH) return 'validation.tooLong';
    if (hasForbiddenCharacters(name, { semicolon: true })) return 'validation.forbiddenCharacters';
    return null;
}
