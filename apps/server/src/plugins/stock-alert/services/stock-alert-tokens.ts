/**
 * The cancel link's token: `<request id>.<signature>`, the signature an HMAC of the request's id and nonce under the
 * server's secret. Nothing is stored that could be used as a link, and a forged or altered token fails the check.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { MAX_TOKEN_LENGTH, NONCE_BYTES, TOKEN_PURPOSE } from '../constants';

const TOKEN_PATTERN = /^([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{43})$/;

export function createNonce(): string {
    return randomBytes(NONCE_BYTES).toString('hex');
}

function signature(secret: string, id: string, nonce: string): string {
    return createHmac('sha256', secret).update(`${TOKEN_PURPOSE}:${id}:${nonce}`, 'utf8').digest('base64url');
}

export function cancelToken(secret: string, id: string | number, nonce: string): string {
    return `${id}.${signature(secret, String(id), nonce)}`;
}

/** The request id a token names, if it has a token's shape; whether it is genuine needs the request's nonce. */
export function tokenRequestId(token: unknown): number | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const match = TOKEN_PATTERN.exec(token);
    return match ? Number(match[1]) : null;
}

export function isGenuineToken(secret: string, token: string, nonce: string): boolean {
    const id = tokenRequestId(token);
    if (id === null) return false;
    const expected = Buffer.from(cancelToken(secret, id, nonce), 'utf8');
    const given = Buffer.from(token, 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
}
