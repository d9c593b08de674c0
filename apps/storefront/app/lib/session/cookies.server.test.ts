import { describe, expect, it } from 'vitest';
import { expireCookie, readCookie, readTokenCookie, serializeCookie } from '~/lib/session/cookies.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

describe('cookies', () => {
    it('reads one cookie from a header', () => {
        expect(readCookie('a=1; message=%7B%22x%22%3A1%7D; b=2', 'message')).toBe('{"x":1}');
        expect(readCookie('a=1', 'message')).toBeUndefined();
        expect(readCookie(null, 'a')).toBeUndefined();
        expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
    });

    it('treats a value with control characters once decoded as absent', () => {
        expect(readCookie('a=%00', 'a')).toBeUndefined();
        expect(readCookie('a=x%0Ay', 'a')).toBeUndefined();
        expect(readCookie('a=%7F', 'a')).toBeUndefined();
        expect(readCookie('a=caff%C3%A8', 'a')).toBe('caffè');
    });

    it('reads token cookies as valid, absent or malformed', () => {
        expect(readTokenCookie('vendure-token=3f9a0c', 'vendure-token')).toEqual({ state: 'valid', value: '3f9a0c' });
        expect(readTokenCookie('wishlist=Ab-_9x', 'wishlist')).toEqual({ state: 'valid', value: 'Ab-_9x' });
        expect(readTokenCookie('a=1', 'vendure-token')).toEqual({ state: 'absent' });
        expect(readTokenCookie('vendure-token=', 'vendure-token')).toEqual({ state: 'absent' });
        expect(readTokenCookie(null, 'vendure-token')).toEqual({ state: 'absent' });
        for (const value of ['%00', '%E2%82%AC', 'a%20b', '%22x%22', 'x'.repeat(600)]) {
            expect(readTokenCookie(`vendure-token=${value}`, 'vendure-token'), value).toEqual({ state: 'malformed' });
        }
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

    it('never sends a malformed token on, and clears its cookie unless a new token replaces it', () => {
        const request = new Request('http://shop.test/it', { headers: { cookie: 'vendure-token=%00' } });
        const malformed = shopContextFor(request, 'it');
        expect(malformed.authToken).toBeUndefined();
        expect(malformed.malformedAuthToken).toBe(true);
        expect(sessionCookieFor({ data: {} }, malformed, false)).toBe(
            'vendure-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
        );
        expect(sessionCookieFor({ data: {}, authToken: 'fresh' }, malformed, false)).toMatch(/^vendure-token=fresh;/);
    });

    it('sends neither a malformed store nor malformed shop cookies on', () => {
        const cookie = 'store=%0A; cart=%00; market=it; currency=%E2%82%AC; locale=caff%C3%A8; country=IT';
        const ctx = shopContextFor(new Request('http://shop.test/it', { headers: { cookie } }), 'it');
        expect(ctx.store).toBe('default');
        // `currency` decodes fine but its raw bytes are cookie-octets; `cart` decodes to a control character.
        expect(ctx.cookieHeader).toBe('market=it; currency=%E2%82%AC; locale=caff%C3%A8; country=IT');
        const shop = shopContextFor(
            new Request('http://shop.test/it', { headers: { cookie: 'store=outlet_2' } }),
            'it',
        );
        expect(shop.store).toBe('outlet_2');
    });
});
