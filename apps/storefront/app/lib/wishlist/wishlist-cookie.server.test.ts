import { describe, expect, it } from 'vitest';
import { dropGuestWishlistCookieAfterLogin, guestWishlistToken } from '~/lib/wishlist/wishlist-cookie.server';

const TOKEN = 'a'.repeat(43);
const withCookie = (cookie: string) => new Request('http://shop.test/it/login', { headers: { cookie } });

describe('the guest wishlist cookie', () => {
    it("reads the guest's token among the shop's cookies", () => {
        expect(guestWishlistToken(withCookie(`store=negozio; wishlist=${TOKEN}; vendure-token=s1`))).toBe(TOKEN);
        expect(guestWishlistToken(withCookie('store=negozio'))).toBeUndefined();
        expect(guestWishlistToken(new Request('http://shop.test/'))).toBeUndefined();
    });

    it('is dropped after a login that merged it: same name and path, expired at once', () => {
        const dropped = dropGuestWishlistCookieAfterLogin(withCookie(`wishlist=${TOKEN}`), true);
        expect(dropped).toBe('wishlist=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
        expect(dropGuestWishlistCookieAfterLogin(withCookie(`wishlist=${TOKEN}`), false)).toBe(
            'wishlist=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
        );
    });

    it('sets nothing when the shopper had no guest wishlist', () => {
        expect(dropGuestWishlistCookieAfterLogin(withCookie('store=negozio; vendure-token=s1'), true)).toBeNull();
        expect(dropGuestWishlistCookieAfterLogin(withCookie('wishlist='), true)).toBeNull();
    });
});
