// Picture addresses in what the storefront sends (pages, their data, the /api answers) are the public ones: relative
// /assets/… served on the storefront's own origin, never the commerce server's internal address.
import { describe, expect, inject, it } from 'vitest';
import { keyboardVariantId } from '../support/catalog-fixtures';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';

const shop = storefrontBehindProxy();

/** Every address of the commerce server and of the proxy in front of it: none may reach a shopper. */
function internalHosts(): string[] {
    return [new URL(inject('shopApiUrl')).host, new URL(shop.shopApi.url).host];
}

function expectNoInternalAddress(text: string) {
    for (const host of internalHosts()) expect(text).not.toContain(host);
}

describe('picture addresses', () => {
    it('are relative in the cart JSON', async () => {
        const res = await fetch(`${shop.storefront.origin}/api/cart/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ variantId: await keyboardVariantId(), quantity: 1 }),
        });
        expect(res.status).toBe(200);
        const text = await res.text();
        expectNoInternalAddress(text);
        const body = JSON.parse(text) as { cart: { lines: Array<{ image: string | null }> } };
        expect(body.cart.lines[0]?.image).toMatch(/^\/assets\//);
    });

    it.each(['/it/p/920-004523', '/it/p/920-004523.data', '/it/c/televisori', '/it/c/televisori.data', '/it'])(
        'are public in %s',
        async path => {
            const res = await fetch(`${shop.storefront.origin}${path}`);
            expect(res.status).toBe(200);
            const text = await res.text();
            expect(text).toContain('/assets/');
            expectNoInternalAddress(text);
        },
    );
});
