// For an HTTP test file: the built storefront behind a recording proxy to the real commerce server, started before the
// file's tests and stopped after them. Tests read `shop.storefront` (origin, stop) and `shop.shopApi` (the requests it
// recorded, its switch to play the commerce server down).
import { afterAll, beforeAll, inject } from 'vitest';
import { startShopApiProxy, type ShopApiProxy } from './shop-api-proxy';
import { startStorefront, type StorefrontProcess } from './storefront-process';

export interface ShopUnderTest {
    shopApi: ShopApiProxy;
    storefront: StorefrontProcess;
}

export function storefrontBehindProxy(env: Record<string, string> = {}): ShopUnderTest {
    const shop = {} as ShopUnderTest;
    beforeAll(async () => {
        shop.shopApi = await startShopApiProxy(inject('shopApiUrl'));
        shop.storefront = await startStorefront({ VENDURE_SHOP_API_URL: shop.shopApi.url, ...env });
    });
    afterAll(async () => {
        await shop.storefront?.stop();
        await shop.shopApi?.close();
    });
    return shop;
}
