import { describe, expect, it } from 'vitest';

import { cancelToken, createNonce, isGenuineToken, tokenRequestId } from './stock-alert-tokens';

const SECRET = 'a-secret-of-the-server-a-secret-of-the-server';

describe('stock alert cancel tokens', () => {
    it('names the request and passes the check with its own nonce only', () => {
        const nonce = createNonce();
        const token = cancelToken(SECRET, 42, nonce);
        expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
        expect(tokenRequestId(token)).toBe(42);
        expect(isGenuineToken(SECRET, token, nonce)).toBe(true);
        // Asked for again, the request has a new nonce: the older email's link no longer cancels it.
        expect(isGenuineToken(SECRET, token, createNonce())).toBe(false);
        expect(isGenuineToken('another-secret-another-secret-another-secret', token, nonce)).toBe(false);
    });

    it('refuses tokens altered or of another shape', () => {
        const nonce = createNonce();
        const token = cancelToken(SECRET, 7, nonce);
        expect(isGenuineToken(SECRET, token.replace(/^7\./, '8.'), nonce)).toBe(false);
        expect(isGenuineToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, nonce)).toBe(false);
        for (const bad of ['', '7', '7.', '0.abc', `07.${token.slice(2)}`, `${token}x`, 'x'.repeat(500)]) {
            expect(isGenuineToken(SECRET, bad, nonce)).toBe(false);
        }
        expect(tokenRequestId(42)).toBeNull();
    });
});
