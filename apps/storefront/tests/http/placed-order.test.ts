// The thank-you page shows an order only to the browser its payment came back to: the `last-order` cookie is a
// token the storefront signed when the return was verified, so a cookie holding a bare (or altered) order code shows
// nothing of the order, and the commerce server answers a code alone for no registered customer.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keyboardVariantId } from '../support/catalog-fixtures';
import { placedGuestOrder } from '../support/shop-accounts';
import { startStorefront, TEST_SESSION_SECRET, type StorefrontProcess } from '../support/storefront-process';

let storefront: StorefrontProcess;
let code: string;
const EMAIL = `ospite.${Date.now()}@example.it`;

beforeAll(async () => {
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: inject('shopApiUrl') });
    code = await placedGuestOrder(await keyboardVariantId(), EMAIL);
});

afterAll(async () => {
    await storefront?.stop();
});

function thankYou(cookie: string) {
    return fetch(`${storefront.origin}/it/checkout/thank-you`, { headers: { cookie }, redirect: 'manual' });
}

/** The token the storefront issues at a verified return (placed-order.server.ts), signed with the test secret. */
function issued(orderCode: string): string {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const signature = createHmac('sha256', TEST_SESSION_SECRET)
        .update(`last-order.${orderCode}.${expiresAt}`)
        .digest('base64url');
    return `${orderCode}.${expiresAt}.${signature}`;
}

describe('the thank-you page', () => {
    it("shows the guest's order to the browser holding the token issued for it", async () => {
        const res = await thankYou(`last-order=${issued(code)}`);
        expect(res.status).toBe(200);
        const body = await res.text();
        expect(body).toContain(code);
        expect(body).toContain(EMAIL);
    });

    it.each([
        ['the bare order code', () => `last-order=${code}`],
        ['a made-up signature', () => `last-order=${code}.${Math.floor(Date.now() / 1000) + 3600}.AAAAAAAAAAAAAAAA`],
        ['a signed-looking token without expiry', () => `last-order=${code}..x`],
    ])('shows nothing of the order for %s: back to the cart', async (_name, cookie) => {
        const res = await thankYou(cookie());
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/it/cart');
        const body = await res.text();
        expect(body).not.toContain(EMAIL);
        expect(body).not.toContain('Via Roma 12');
    });
});
