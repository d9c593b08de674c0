/**
 * The codice fiscale of a person (requirements §5: required at registration; DM 23/12/1976): its shape, with the
 * omocodia letters the Agenzia delle Entrate puts in place of digits when two people would share a code, and its
 * check letter. The 11-digit codes of companies and the temporary codes of people are not accepted here.
 */

const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia: the letter that stands for each digit, 0 → L … 9 → V. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';

const DIGIT_OR_OMOCODIA = `[0-9${OMOCODIA_LETTERS}]`;
const SHAPE = new RegExp(
    `^[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[${MONTH_LETTERS}]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]$`,
);

/**
 * Scores of a character at an odd position (1st, 3rd, … 15th), in the order A–Z; a digit scores as the letter of
 * the same rank (0 as A, 9 as J). At even positions a character scores its rank (A and 0 are 0, Z is 25).
 */
const ODD_SCORES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Trimmed, without inner spaces, upper-case: what people type into a form, in the form the code is checked in. */
export function normalizeFiscalCode(value: string): string {
    return value.replace(/\s+/g, '').toUpperCase();
}

function rank(character: string): number {
    return /[0-9]/.test(character) ? Number(character) : character.charCodeAt(0) - 65;
}

/** The check letter (16th character) of the first 15 characters of a code, as written, omocodia letters included. */
export function fiscalCodeCheckLetter(first15: string): string {
    if (!/^[A-Z0-9]{15}$/.test(first15)) {
        throw new RangeError('A fiscal code check letter needs 15 upper-case letters or digits');
    }
    let sum = 0;
    for (let index = 0; index < 15; index++) {
        const score = rank(first15.charAt(index));
        // Index 0 is the 1st character, an odd position.
        sum += index % 2 === 0 ? (ODD_SCORES[score] ?? 0) : score;
    }
    return String.fromCharCode(65 + (sum % 26));
}

function digitAt(code: string, index: number): number {
    const character = code.charAt(index);
    const omocodia = OMOCODIA_LETTERS.indexOf(character);
    return omocodia >= 0 ? omocodia : Number(character);
}

/** Day of birth, women's plus 40: 1–31 or 41–71, whatever the month. */
function hasPossibleDay(code: string): boolean {
    const day = digitAt(code, 9) * 10 + digitAt(code, 10);
    return (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
}

export function isValidFiscalCode(value: string): boolean {
    const code = normalizeFiscalCode(value);
    return SHAPE.test(code) && hasPossibleDay(code) && fiscalCodeCheckLetter(code.slice(0, 15)) === code.charAt(15);
}
