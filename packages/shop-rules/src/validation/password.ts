/** The password policy of a new account (requirements §5), checked at registration and on reset, never at sign-in. */

export const PASSWORD_MIN_LENGTH = 8;
/**
 * bcrypt, which hashes the commerce server's passwords, reads only the first 72 bytes: two passwords sharing them
 * would both open the account, so a longer one is refused rather than silently cut.
 */
export const PASSWORD_MAX_BYTES = 72;
/** requirements §5, in the order its message lists them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!#$%&*?@^_-';

/** Bytes of the UTF-8 form: an accented letter takes 2, most symbols 3, an emoji 4. */
export function utf8ByteLength(value: string): number {
    let bytes = 0;
    for (const character of value) {
        const code = character.codePointAt(0) ?? 0;
        bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    }
    return bytes;
}

/**
 * At least 8 characters, no whitespace, at least one letter (any alphabet's, accented ones included), one digit and
 * one of the special characters; at most 72 UTF-8 bytes. Other symbols are allowed: they only make it stronger.
 */
export function isValidPassword(value: string): boolean {
    return (
        [...value].length >= PASSWORD_MIN_LENGTH &&
        utf8ByteLength(value) <= PASSWORD_MAX_BYTES &&
        !/\s/u.test(value) &&
        /\p{L}/u.test(value) &&
        /[0-9]/.test(value) &&
        [...PASSWORD_SPECIAL_CHARACTERS].some(special => value.includes(special))
    );
}
