/**
 * The account rules of requirements §5 (fiscal code, password, email, names) as the registration and the custom field
 * checks call them: `@shop/rules`' own, the ones the storefront's forms apply, so the server refuses exactly what the
 * storefront would. This file is the one place the plugin takes them from.
 */
import {
    firstNameField,
    formatValidationIssues,
    isValidEmail,
    readValidationError,
    type ValidationMessageKey,
} from '@shop/rules';

export {
    fiscalCodeCheckLetter,
    hasForbiddenCharacters,
    isValidEmail,
    isValidFiscalCode,
    isValidPassword,
    NAME_MAX_LENGTH,
    normalizeFiscalCode,
    PASSWORD_MAX_BYTES,
    PASSWORD_MIN_LENGTH,
    PASSWORD_SPECIAL_CHARACTERS,
} from '@shop/rules';
export type { ValidationMessageKey } from '@shop/rules';

/** Why a first or last name is refused (the message key the storefront's field would show), or null. */
export function nameError(value: string): ValidationMessageKey | null {
    const parsed = firstNameField.safeParse(value);
    if (parsed.success) return null;
    const [first] = formatValidationIssues(parsed.error.issues);
    return (first ? readValidationError(first).key : 'validation.required') as ValidationMessageKey;
}

/**
 * Exactly one address as the shop stores it: a bare addr-spec (RFC 5322 dot-atom, at most 254 characters), no list,
 * no display name, and no control character anywhere (a CR/LF would start another header line). Spaces around it
 * are allowed, as the forms trim them.
 */
export function isSingleEmailAddress(value: string): boolean {
    // eslint-disable-next-line no-control-regex -- the point is to find them
    if (/[\u0000-\u001f\u007f]/.test(value)) return false;
    return isValidEmail(value.trim());
}
