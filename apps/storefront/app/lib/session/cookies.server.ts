// Reading and writing the shop's cookies: httpOnly, SameSite=Lax, Secure in production.

/** Control characters (a `%00` decoded, say) make a value no header or page may carry. */
function hasControlCharacter(value: string): boolean {
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if (code < 0x20 || code === 0x7f) return true;
    }
    return false;
}

/** The value of one cookie, decoded; undefined when absent or when it holds control characters once decoded. */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
    if (!header) return undefined;
    for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq === -1) continue;
        if (part.slice(0, eq).trim() !== name) continue;
        const raw = part.slice(eq + 1).trim();
        let value: string;
        try {
            value = decodeURIComponent(raw);
        } catch {
            value = raw;
        }
        return hasControlCharacter(value) ? undefined : value;
    }
    return undefined;
}

/** Bearer tokens (RFC 6750 b64token): the Vendure session token (hex) and the guest wishlist token (base64url). */
const TOKEN = /^[A-Za-z0-9._~+/-]{1,512}=*$/;

export type TokenCookie = { state: 'absent' } | { state: 'valid'; value: string } | { state: 'malformed' };

/**
 * A cookie that holds a token the storefront sends on as a header. Anything else in it (a control character, a space,
 * a letter no header can carry) is `malformed`: never sent on, and cleared by whoever answers.
 */
export function readTokenCookie(header: string | undefined | null, name: string): TokenCookie {
    const present =
        header?.split(';').some(part => {
            const eq = part.indexOf('=');
            return eq !== -1 && part.slice(0, eq).trim() === name;
        }) ?? false;
    if (!present) return { state: 'absent' };
    const value = readCookie(header, name);
    if (value === '') return { state: 'absent' };
    return value !== undefined && TOKEN.test(value) ? { state: 'valid', value } : { state: 'malformed' };
}

export interface CookieOptions {
    maxAgeSeconds?: number;
    secure: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
    const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
    if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.secure) parts.push('Secure');
    return parts.join('; ');
}

export function expireCookie(name: string, options: Pick<CookieOptions, 'secure'>): string {
    return serializeCookie(name, '', { maxAgeSeconds: 0, secure: options.secure });
}
