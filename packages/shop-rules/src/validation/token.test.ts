/// <reference types="node" />
import { describe, expect, it } from 'vitest';

import { isTokenUnexpired, tokenExpiry } from './token.js';

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const jwt = (payload: string, header = '{"alg":"HS256","typ":"JWT"}') =>
    `${base64url(header)}.${base64url(payload)}.c2lnbmF0dXJl`;

const EXP = 1_800_000_000; // 2027-01-15T08:00:00Z

describe('customer token expiry', () => {
    it('reads exp from the payload without checking the signature', () => {
        expect(tokenExpiry(jwt(`{"sub":"42","exp":${EXP}}`))).toBe(EXP);
        expect(tokenExpiry(jwt(`{"exp":${EXP},"name":"Niccolò Rossi"}`))).toBe(EXP);
        // An unsigned token reads the same: this is no proof of identity.
        expect(tokenExpiry(`${base64url('{"alg":"none"}')}.${base64url(`{"exp":${EXP}}`)}.`)).toBe(EXP);
    });

    it('decodes base64url padding and its two URL-safe characters', () => {
        // "?>" and "?~" encode with '/' and '+' in plain base64, '_' and '-' in base64url.
        const payload = `{"exp":${EXP},"x":"?>?~"}`;
        expect(Buffer.from(payload).toString('base64')).toMatch(/[+/]/);
        expect(tokenExpiry(jwt(payload))).toBe(EXP);
        for (const padding of ['', ' ', '  ']) {
            expect(tokenExpiry(jwt(`{"exp":${EXP}}${padding}`)), `padding ${padding.length}`).toBe(EXP);
        }
    });

    it('answers null for what is not a token with a numeric exp', () => {
        for (const token of [
            '',
            'not-a-token',
            jwt(`{"exp":${EXP}}`).split('.').slice(0, 2).join('.'),
            `${jwt(`{"exp":${EXP}}`)}.extra.parts`,
            jwt('{"sub":"42"}'),
            jwt(`{"exp":"${EXP}"}`),
            jwt('{"exp":null}'),
            jwt(`[${EXP}]`),
            jwt('null'),
            jwt('{"exp":'),
            `${base64url('{}')}.${base64url(`{"exp":${EXP}}`)}=.sig`,
            `${base64url('{}')}.@@@.sig`,
            'a.b.c',
        ]) {
            expect(tokenExpiry(token), token).toBeNull();
        }
    });

    it('counts as unexpired only before exp × 1000', () => {
        const token = jwt(`{"exp":${EXP}}`);
        expect(isTokenUnexpired(token, EXP * 1000 - 1)).toBe(true);
        expect(isTokenUnexpired(token, EXP * 1000)).toBe(false);
        expect(isTokenUnexpired(token, EXP * 1000 + 1)).toBe(false);
        expect(isTokenUnexpired(jwt('{"sub":"42"}'), 0)).toBe(false);
        expect(isTokenUnexpired('garbage', 0)).toBe(false);
    });
});
