/**
 * requirements §4–5: the customer cookie's token "must be decodable and exp in the future". This reads the expiry of
 * a JWT-shaped token (`header.payload.signature`) to decide whether the shopper still counts as signed in; it does not
 * check the signature, so it must never be what grants access: the commerce server verifies the token on every call.
 */

function decodeBase64Url(segment: string): string {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    // `atob` is global in browsers and in Node 16+, but not in this package's `es2022` library. Its binary string keeps
    // each byte as one character: enough for JSON.parse to read `exp`.
    return (globalThis as unknown as { atob(data: string): string }).atob(
        base64 + '='.repeat((4 - (base64.length % 4)) % 4),
    );
}

/** The payload's `exp` (seconds since 1970), or null when the token is not a JWT or has no numeric expiry. */
export function tokenExpiry(token: string): number | null {
    const parts = token.split('.');
    const payload = parts[1];
    if (parts.length !== 3 || !payload || !/^[A-Za-z0-9_-]+$/.test(payload)) {
        return null;
    }
    let claims: unknown;
    try {
        claims = JSON.parse(decodeBase64Url(payload));
    } catch {
        return null;
    }
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
        return null;
    }
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** requirements §4: the session is over when now is past `exp` × 1000; a token without a readable `exp` is over too. */
export function isTokenUnexpired(token: string, nowMs: number): boolean {
    const exp = tokenExpiry(token);
    return exp !== null && nowMs < exp * 1000;
}
