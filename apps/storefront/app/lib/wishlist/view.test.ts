import { describe, expect, it } from 'vitest';
import { addToWishlistEvent, canMoveToCart, type WishlistItem } from '~/lib/wishlist/view';
import { toWishlistItem, type ShopWishlistItem } from '~/lib/wishlist/wishlist.server';

const shopItem: ShopWishlistItem = {
    uid: 'wishlist-item::5',
    variantId: '42',
    sku: 'TV-55-OLED',
    merchantSku: 'M-TV55',
    quantity: 2,
    productCode: 'tv/55-oled',
    productName: 'Televisore OLED 55"',
    variantName: 'Televisore OLED 55" Nero',
    imageUrl: 'http://127.0.0.1:3000/assets/preview/ab/tv.png?preset=wishlist',
    price: 99_900,
    lowestPrice30Days: 129_900,
    stockStatus: 'IN_STOCK',
    onlyXLeft: 3,
    isVirtual: false,
    available: true,
};

const item = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({ ...toWishlistItem(shopItem), ...overrides });

describe('toWishlistItem', () => {
    it('keeps the facts and points the picture at the storefront with the wishlist preset', () => {
        expect(toWishlistItem(shopItem)).toEqual({
            uid: 'wishlist-item::5',
            variantId: '42',
            sku: 'TV-55-OLED',
            merchantSku: 'M-TV55',
            quantity: 2,
            productCode: 'tv/55-oled',
            productName: 'Televisore OLED 55"',
            variantName: 'Televisore OLED 55" Nero',
            image: '/assets/preview/ab/tv.png?preset=wishlist&format=webp',
            price: 99_900,
            lowestPrice30Days: 129_900,
            stockStatus: 'IN_STOCK',
            onlyXLeft: 3,
            isVirtual: false,
            available: true,
        });
    });

    it('gives the placeholder when there is no picture, and a string variant id', () => {
        const mapped = toWishlistItem({ ...shopItem, imageUrl: null, variantId: 7 as unknown as string });
        expect(mapped.image).toBe('/assets/placeholder.png');
        expect(mapped.variantId).toBe('7');
    });
});

describe('canMoveToCart (requirements §4)', () => {
    it('allows an item in stock whose quantity is not above only x left', () => {
        expect(canMoveToCart(item({ quantity: 3, onlyXLeft: 3 }))).toBe(true);
        expect(canMoveToCart(item({ quantity: 1, onlyXLeft: 1 }))).toBe(true);
    });

    it('refuses more than what is left, out of stock, unknown stock, withdrawn or unpriced items', () => {
        expect(canMoveToCart(item({ quantity: 4, onlyXLeft: 3 }))).toBe(false);
        expect(canMoveToCart(item({ stockStatus: 'OUT_OF_STOCK', onlyXLeft: null }))).toBe(false);
        expect(canMoveToCart(item({ onlyXLeft: null }))).toBe(false);
        expect(canMoveToCart(item({ available: false }))).toBe(false);
        expect(canMoveToCart(item({ price: null }))).toBe(false);
        expect(canMoveToCart(item({ price: 0, lowestPrice30Days: null }))).toBe(false);
    });

    it('always allows virtual products that are still sold', () => {
        expect(
            canMoveToCart(item({ isVirtual: true, stockStatus: 'OUT_OF_STOCK', onlyXLeft: null, quantity: 50 })),
        ).toBe(true);
        expect(canMoveToCart(item({ isVirtual: true, available: false }))).toBe(false);
    });
});

describe('addToWishlistEvent', () => {
    it('is GA4 add_to_wishlist in euros with the variant and its discount', () => {
        expect(addToWishlistEvent(item({ quantity: 1 }))).toEqual({
            event: 'add_to_wishlist',
            ecommerce: {
                currency: 'EUR',
                value: 999,
                items: [
                    {
                        item_id: 'TV-55-OLED',
                        item_name: 'Televisore OLED 55"',
                        item_variant: 'Televisore OLED 55" Nero',
                        price: 999,
                        discount: 300,
                        quantity: 1,
                    },
                ],
            },
        });
    });

    it('names no variant or discount when there is none', () => {
        const event = addToWishlistEvent(
            item({ quantity: 1, variantName: 'Televisore OLED 55"', lowestPrice30Days: null, price: 1990 }),
        );
        expect(event).toEqual({
            event: 'add_to_wishlist',
            ecommerce: {
                currency: 'EUR',
                value: 19.9,
                items: [{ item_id: 'TV-55-OLED', item_name: 'Televisore OLED 55"', price: 19.9, quantity: 1 }],
            },
        });
    });
});
