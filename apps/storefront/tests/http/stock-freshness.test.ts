// A sale or a stock change reaches kept pages and kept product data at once (decision 067): the last unit sold, its
// page says so on the next look, for shoppers with and without cookies alike, though both caches keep answers 30 s.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setStockOnHand } from '../../e2e/admin-api';
import { startShopApiProxy, type ShopApiProxy } from '../support/shop-api-proxy';
import { rawRequest, startStorefront, type StorefrontProcess } from '../support/storefront-process';

/** Lenovo Legion Tower 5: one variant, 3 in the demo stock; no other HTTP test reads it. */
const SKU = '90UY00BMIX';
const PAGE = `/it/p/${SKU}`;

let shopApi: ShopApiProxy;
let storefront: StorefrontProcess;

beforeAll(async () => {
    process.env.ADMIN_API_URL = inject('shopApiUrl').replace(/\/shop-api$/, '/admin-api');
    shopApi = await startShopApiProxy(inject('shopApiUrl'));
    storefront = await startStorefront({
        VENDURE_SHOP_API_URL: shopApi.url,
        PUBLIC_DATA_TTL_SECONDS: '30',
        PAGE_CACHE_SECONDS: '30',
    });
    await setStockOnHand(SKU, 1);
});

afterAll(async () => {
    await setStockOnHand(SKU, 3);
    await storefront?.stop();
    await shopApi?.close();
});

const stockOf = async (headers?: Record<string, string>) => {
    const page = await rawRequest(storefront.origin, PAGE, { headers });
    expect(page.status).toBe(200);
    return /data-stock="([a-z-]+)"[^>]*>([^<]+)</.exec(page.body)?.slice(1) ?? null;
};

describe('a product whose last unit sells', () => {
    it('stops offering itself on the kept page and in the kept data within a look', async () => {
        const withCookie = { cookie: 'consent=1' };
        expect(await stockOf()).toEqual(['low', 'Ultimo pezzo disponibile']);
        const kept = await rawRequest(storefront.origin, PAGE);
        expect(kept.headers['x-page-cache']).toBe('hit');
        expect(await stockOf(withCookie)).toEqual(['low', 'Ultimo pezzo disponibile']);

        await setStockOnHand(SKU, 0);

        await expect.poll(() => stockOf(), { timeout: 5_000 }).toEqual(['unavailable', 'Prodotto non disponibile']);
        await expect
            .poll(() => stockOf(withCookie), { timeout: 5_000 })
            .toEqual(['unavailable', 'Prodotto non disponibile']);
    });
});
