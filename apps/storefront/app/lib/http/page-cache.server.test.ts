import { describe, expect, it } from 'vitest';
import { isCacheablePagePath } from '~/lib/http/page-cache.server';

describe('which addresses the page cache may keep', () => {
    it('takes the catalog: home, categories, products, search, offers and brands', () => {
        for (const path of [
            '/',
            '/it',
            '/it/',
            '/it/Home',
            '/it/c/lavatrici',
            '/it/Category',
            '/it/p/WGG244A9II',
            '/it/Product',
            '/it/search',
            '/it/Search',
            '/it/offerte',
            '/it/marca/samsung',
            '/it/Offerte',
            '/it/Marca/samsung',
        ]) {
            expect(isCacheablePagePath(path), path).toBe(true);
        }
    });

    it('leaves out the cart, checkout, account, API and content pages', () => {
        for (const path of [
            '/it/cart',
            '/it/Cart',
            '/it/checkout/shipping',
            '/it/my-account',
            '/it/login',
            '/api/cart/get',
            '/it/c/lavatrici.data',
            '/it/p/a/b',
            '/it/chi-siamo',
            '/sitemap.xml',
        ]) {
            expect(isCacheablePagePath(path), path).toBe(false);
        }
    });
});
