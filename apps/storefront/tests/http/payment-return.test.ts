// XPay's return to the shop (/it/Checkout/ExternalCheckoutThankYou) by GET and by form POST: either way a 303 to a GET
// page, never kept by a cache, so going back from the thank-you page never meets the browser's resubmission page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    storefront = await startStorefront({ VENDURE_SHOP_API_URL: shopApi.url });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

const RETURN = '/it/Checkout/ExternalCheckoutThankYou';
/** An answer no provider signed: verified as not genuine, it changes nothing and leads to the checkout error page. */
const UNSIGNED = new URLSearchParams({
    codTrans: 'ORD-NON-ESISTE-1',
    esito: 'OK',
    importo: '9499',
    divisa: 'EUR',
    mac: '0'.repeat(40),
});

describe("the card provider's return", () => {
    it('answers a form POST with a 303 to a GET page, as it answers the same result by GET', async () => {
        const posted = await fetch(new URL(RETURN, storefront.origin), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://ecommerce.nexi.it' },
            body: UNSIGNED.toString(),
            redirect: 'manual',
        });
        expect(posted.status).toBe(303);
        expect(posted.headers.get('cache-control')).toBe('no-store');
        const got = await fetch(new URL(`${RETURN}?${UNSIGNED.toString()}`, storefront.origin), { redirect: 'manual' });
        expect(got.status).toBe(303);
        expect(posted.headers.get('location')).toBe(got.headers.get('location'));
        expect(posted.headers.get('location')).toBe('/it/checkout-error');
        // Where it leads is a page, answered to a GET.
        const page = await fetch(new URL(posted.headers.get('location')!, storefront.origin), { redirect: 'manual' });
        expect(page.status).toBeLessThan(500);
    });
});
