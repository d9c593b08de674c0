// One host name for the shop on this machine (as `npm start` runs it): a request to 127.0.0.1 goes to the localhost
// PUBLIC_URL names, so cookies never split between two hosts; and production refuses a STOREFRONT_ORIGIN that is not
// PUBLIC_URL's origin.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/commerce-server';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;
let port: number;

beforeAll(async () => {
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    port = await freePort();
    storefront = await startStorefront({
        VENDURE_SHOP_API_URL: shopApi.url,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        STOREFRONT_ORIGIN: `http://localhost:${port}`,
    });
});

afterAll(async () => {
    await storefront?.stop();
    await shopApi?.close();
});

describe('the shop on this machine', () => {
    it('sends a visit to 127.0.0.1 to localhost, with its path, method kept, never cached', async () => {
        const page = await rawRequest(`http://127.0.0.1:${port}`, '/it/cart?from=mail');
        expect(page.status).toBe(307);
        expect(page.headers.location).toBe(`http://localhost:${port}/it/cart?from=mail`);
        expect(page.headers['cache-control']).toBe('no-store');
        const post = await rawRequest(`http://127.0.0.1:${port}`, '/it/Checkout/ExternalCheckoutThankYou', {
            method: 'POST',
            headers: { host: `127.0.0.1:${port}` },
        });
        expect(post.status).toBe(307);
    });

    it('answers on localhost itself', async () => {
        const page = await rawRequest(`http://127.0.0.1:${port}`, '/it', { headers: { host: `localhost:${port}` } });
        expect(page.status).toBe(200);
        // Health checks reach it by address, whatever the host name.
        expect((await rawRequest(`http://127.0.0.1:${port}`, '/healthz')).status).toBe(200);
    });

    it('refuses to start in production when PUBLIC_URL and STOREFRONT_ORIGIN disagree', async () => {
        await expect(
            startStorefront({
                VENDURE_SHOP_API_URL: shopApi.url,
                PUBLIC_URL: 'http://localhost:3000',
                STOREFRONT_ORIGIN: 'http://127.0.0.1:3000',
            }),
        ).rejects.toThrow(/STOREFRONT_ORIGIN: must be PUBLIC_URL's origin \(http:\/\/localhost:3000\)/);
    });
});
