/** Free text people type into the shop's forms: the characters no field takes, and people's names. */

/**
 * requirements §5: no field takes `<` or `>` (nothing a shopper types should ever read as markup, wherever it is
 * shown). "Some cannot contain a semicolon": the fields that go into the courier's and the accountant's files, which
 * are semicolon-separated CSV (the Italian spreadsheet default, as the comma is the decimal mark), and whose
 * importers do not all honour quotes: first and last name, company name, address lines, city, province, postcode and
 * the invoicing codes. Free text (a contact-form message, an order note) keeps its semicolons: people write sentences
 * there, and those columns are quoted. Passwords are exempt from both: they are never shown nor exported, and every
 * character refused makes them weaker.
 */
export function hasForbiddenCharacters(value: string, { semicolon = false }: { semicolon?: boolean } = {}): boolean {
    return /[<>]/.test(value) || (semicolon && value.includes(';'));
}

export const NAME_MIN_LENGTH = 2;
/** Longer than any real Italian first or last name, even the double ones ("Maria Francesca", "De' Medici Tornabuoni"). */
export const NAME_MAX_LENGTH = 50;

/**
 * Letters of any alphabet (customers are not all Italian: "Zoë", "Łukasz", "Nguyễn"), with combining accents, and
 * the apostrophe (straight or typographic, which phones type), space, dot and hyphen that names hold: "D'Angelo",
 * "De Luca", "Anna-Maria", "Jr.". It starts with a letter.
 */
const NAME = /^\p{L}[\p{L}\p{M}'’ .-]*$/u;

/** A first or last name, trimmed, of 2 to 50 characters. */
export function isValidName(value: string): boolean {
    const name = value.trim();
    return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && NAME.test(name);
}
