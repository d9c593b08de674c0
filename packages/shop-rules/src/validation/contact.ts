/**
 * Where the shop reaches a customer or sends their invoice: email, PEC, telephone and the SdI recipient code
 * (requirements §5; the PEC and SdI rules are the e-invoicing ones, DL 119/2018 and the SdI specifications).
 */

export const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * requirements §5: word characters and some symbols before the @, a dotted domain. The symbols are those of an
 * RFC 5322 dot-atom, the set a browser's `type="email"` accepts too, so the two checks agree; unlike the browser we
 * refuse a dot at either end or twice in a row of the local part, and a domain without a dot or with a numeric top
 * level, which no mailbox a shop can write to has.
 */
const ATOM = "[A-Za-z0-9_!#$%&'*+/=?^`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

/** An address as typed, without trimming: the form fields trim before they check. */
export function isValidEmail(value: string): boolean {
    if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) {
        return false;
    }
    return value.lastIndexOf('@') <= EMAIL_LOCAL_MAX_LENGTH;
}

/**
 * A PEC address is an ordinary address at an accredited provider; "pec" in the domain is a habit, not a rule
 * (`…@legalmail.it` is PEC), and the provider list changes, so only the syntax can be checked.
 */
export function isValidPec(value: string): boolean {
    return isValidEmail(value);
}

/** The recipient code of a customer who receives invoices in the tax portal, not through an intermediary. */
export const SDI_CONSUMER_CODE = '0000000';

/** Without spaces, upper-case: how the Agenzia delle Entrate and intermediaries print the code. */
export function normalizeSdiCode(value: string): string {
    return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The 7-character codice destinatario of a business or a consumer (`0000000`). The 6-character codes of public
 * offices are refused: the shop does not invoice the public administration.
 */
export function isValidSdiCode(value: string): boolean {
    return /^[A-Z0-9]{7}$/.test(normalizeSdiCode(value));
}

export const PHONE_MIN_DIGITS = 6;
/** ITU E.164: at most 15 digits after the international prefix. */
export const PHONE_MAX_DIGITS = 15;

/**
 * Italian and foreign numbers as people write them: an optional `+` or `00` prefix, then digits in groups parted by
 * one space, dot or hyphen (`+39 333 123 4567`, `0039.02.1234567`, `02-1234567`). 6 to 15 digits after the prefix:
 * the shortest Italian landlines with their area code have 6, E.164 allows 15. Parentheses, letters and extensions
 * are refused: the number goes as typed onto the courier's label and to its text-message gateway. A leading `00` is
 * always the international prefix, as no Italian number starts with it.
 */
export function isValidPhone(value: string): boolean {
    if (!/^(?:\+|00)?[0-9]+(?:[ .-][0-9]+)*$/.test(value)) {
        return false;
    }
    const digits = value.replace(/^(?:\+|00)/, '').replace(/[^0-9]/g, '').length;
    return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
