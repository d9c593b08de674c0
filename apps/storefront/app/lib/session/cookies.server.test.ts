import { describe, expect, it } from 'vitest';
import { expireCookie, readCookie, serializeCookie } from '~/lib/session/cookies.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

describe('cookies', () => {
    it('reads one cookie from a header', () => {
        expect(readCookie('a=1; message=%7B%22x%22%3A1%7D; b=2', 'message')).toBe('{"x":1}');
        expect(readCookie('a=1', 'message')).toBeUndefined();
        expect(readCookie(null, 'a')).toBeUndefined();
        expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    });

    it('writes httpOnly SameSite=Lax cookies, Secure in production', () => {
        expect(serializeCookie('x', 'a b', { secure: false })).toBe('x=a%20b; Path=/; HttpOnly; SameSite=Lax');
        expect(serializeCookie('x', '1', { secure: true, maxAgeSeconds: 60 })).toBe(
            'x=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
        );
        expect(expireCookie('x', { secure: false })).toContain('Max-Age=0');
    });
});

describe('Vendure session cookie', () => {
    const ctx = shopContextFor(new Request('http://shop.test/it', { headers: { cookie: 'vendure-token=old' } }), 'it');

    it('stores a new token from the commerce server', () => {
        const header = sessionCookieFor({ data: {}, authToken: 'new' }, ctx, true);
        expect(header).toMatch(/^vendure-token=new; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    });

    it('sends nothing when the token did not change or none came', () => {
        expect(sessionCookieFor({ data: {}, authToken: 'old' }, ctx, true)).toBeNull();
        expect(sessionCookieFor({ data: {} }, ctx, true)).toBeNull();
    });
});
