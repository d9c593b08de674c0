import { describe, expect, it } from 'vitest';
import { isPurchasable, lowStockCount, type PurchasableVariant } from '~/lib/catalog/purchasability';

const physical = { isVirtual: false };
const virtual = { isVirtual: true };
const inStock: PurchasableVariant = { price: 79900, stockStatus: 'IN_STOCK', onlyXLeft: 30 };

describe('isPurchasable (requirements §5)', () => {
    it('accepts a physical variant with a price and saleable stock', () => {
        expect(isPurchasable(physical, inStock)).toBe(true);
    });

    it('refuses a zero price', () => {
        expect(isPurchasable(physical, { ...inStock, price: 0 })).toBe(false);
    });

    it('refuses OUT_OF_STOCK and an unknown saleable quantity', () => {
        expect(isPurchasable(physical, { ...inStock, stockStatus: 'OUT_OF_STOCK' })).toBe(false);
        expect(isPurchasable(physical, { ...inStock, onlyXLeft: null })).toBe(false);
        expect(isPurchasable(physical, { ...inStock, onlyXLeft: 0 })).toBe(false);
    });

    it('refuses once the cart already holds the saleable quantity', () => {
        const three = { ...inStock, onlyXLeft: 3 };
        expect(isPurchasable(physical, three, 2)).toBe(true);
        expect(isPurchasable(physical, three, 3)).toBe(false);
        expect(isPurchasable(physical, three, 4)).toBe(false);
    });

    it('always accepts a virtual product, whatever its stock fields say', () => {
        const service: PurchasableVariant = {
            price: 4900,
            stockStatus: 'OUT_OF_STOCK',
            onlyXLeft: null,
        };
        expect(isPurchasable(virtual, service)).toBe(true);
        expect(isPurchasable(virtual, service, 10)).toBe(true);
    });
});

describe('lowStockCount', () => {
    it('is the count for 1 to 5 units left', () => {
        expect(lowStockCount(physical, { ...inStock, onlyXLeft: 1 })).toBe(1);
        expect(lowStockCount(physical, { ...inStock, onlyXLeft: 5 })).toBe(5);
    });

    it('is null with plenty of stock, none, or for virtual products', () => {
        expect(lowStockCount(physical, { ...inStock, onlyXLeft: 6 })).toBeNull();
        expect(lowStockCount(physical, { ...inStock, onlyXLeft: 0 })).toBeNull();
        expect(lowStockCount(physical, { ...inStock, stockStatus: 'OUT_OF_STOCK', onlyXLeft: 2 })).toBeNull();
        expect(lowStockCount(virtual, { ...inStock, onlyXLeft: 2 })).toBeNull();
    });
});
