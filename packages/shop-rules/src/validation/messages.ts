/**
 * The catalogue keys validation answers with: an issue's message is always one of these, never a sentence, so the
 * storefront shows it in the shopper's language (`t(message)`) and the commerce server can hand it on unchanged.
 */

export const VALIDATION_MESSAGES = {
    required: 'validation.required',
    /** Carries `{ length }`, the minimum: see `validationMessageValues`. */
    minLength: 'validation.minLength',
    /** Carries `{ length }`, the maximum. */
    tooLong: 'validation.tooLong',
    invalidEmail: 'validation.invalidEmail',
    invalidPhone: 'validation.invalidPhone',
    invalidFiscalCode: 'validation.invalidFiscalCode',
    invalidPassword: 'validation.invalidPassword',
    passwordTooLong: 'validation.passwordTooLong',
    passwordsMismatch: 'validation.passwordsMismatch',
    createAccountRequired: 'validation.createAccountRequired',
    privacyRequired: 'validation.privacyRequired',
    forbiddenCharacters: 'validation.forbiddenCharacters',
    forbiddenSemicolon: 'validation.forbiddenSemicolon',
    invalidVat: 'validation.invalidVat',
    invalidPec: 'validation.invalidPec',
    invalidSdi: 'validation.invalidSdi',
    invalidName: 'validation.invalidName',
    tokenExpired: 'validation.tokenExpired',
    invalidPostcode: 'validation.invalidPostcode',
    invalidProvince: 'validation.invalidProvince',
    invalidCountry: 'validation.invalidCountry',
    sdiOrPecRequired: 'validation.sdiOrPecRequired',
    paymentMethodRequired: 'validation.paymentMethodRequired',
    termsRequired: 'validation.termsRequired',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.values(VALIDATION_MESSAGES);

export function isValidationMessageKey(message: string): message is ValidationMessageKey {
    return (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(message);
}

/** The parts of a Zod issue read here (`too_small` has `minimum`, `too_big` has `maximum`). */
export interface ValidationIssue {
    code: string;
    message: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
}

export type ValidationMessageValues = Record<string, number>;

/**
 * The values a message's `{{length}}` is filled with. Length checks use Zod's own `min`/`max`, whose issues carry the
 * bound, so nothing else repeats the number: `t(issue.message, validationMessageValues(issue))`.
 */
export function validationMessageValues(issue: Omit<ValidationIssue, 'message'>): ValidationMessageValues {
    if (issue.code === 'too_small' && issue.minimum !== undefined) {
        return { length: Number(issue.minimum) };
    }
    if (issue.code === 'too_big' && issue.maximum !== undefined) {
        return { length: Number(issue.maximum) };
    }
    return {};
}

/**
 * A field's errors for Conform (`parseWithZod(formData, { schema, formatError: formatValidationIssues })`), whose
 * replies carry only strings: the key, followed by its values as `?name=value` when it has any
 * (`validation.minLength?length=2`). `readValidationError` takes them apart again.
 */
export function formatValidationIssues(issues: readonly ValidationIssue[]): string[] {
    return issues.map(issue => {
        const values = Object.entries(validationMessageValues(issue));
        return values.length === 0
            ? issue.message
            : `${issue.message}?${values.map(([name, value]) => `${name}=${value}`).join('&')}`;
    });
}

/** The key and values of an error `formatValidationIssues` wrote; a plain key has no values. */
export function readValidationError(error: string): { key: string; values: ValidationMessageValues } {
    const [key = '', query] = error.split('?', 2);
    const values: ValidationMessageValues = {};
    for (const pair of query ? query.split('&') : []) {
        const [name, value] = pair.split('=', 2);
        if (name && value !== undefined && value !== '' && Number.isFinite(Number(value))) {
            values[name] = Number(value);
        }
    }
    return { key, values };
}
