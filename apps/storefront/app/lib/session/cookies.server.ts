// Reading and writing the shop's cookies: httpOnly, SameSite=Lax, Secure in production.
export function readCookie(header: string | undefined | null, name: string): string | undefined {
    if (!header) return undefined;
    for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq === -1) continue;
        if (part.slice(0, eq).trim() !== name) continue;
        const raw = part.slice(eq + 1).trim();
        try {
            return decodeURIComponent(raw);
        } catch {
            return raw;
        }
    }
    return undefined;
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
