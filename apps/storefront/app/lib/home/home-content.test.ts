import { describe, expect, it } from 'vitest';
import { mixCategories } from '~/lib/home/home-content';

const product = (code: string, slug: string | null) => ({ code, category: slug ? { slug, name: slug } : null });

describe('mixCategories', () => {
    it("takes each category's products in turn, keeping each category's own order", () => {
        const products = [
            product('S25', 'smartphone-android'),
            product('S25U', 'smartphone-android'),
            product('A55', 'smartphone-android'),
            product('OLED55', 'tv-oled'),
            product('OLED65', 'tv-oled'),
            product('WW90', 'lavatrici'),
        ];
        expect(mixCategories(products, 5).map(p => p.code)).toEqual(['S25', 'OLED55', 'WW90', 'S25U', 'OLED65']);
    });

    it('fills the row from the categories that have more once the others run out, and keeps products without one', () => {
        const products = [product('A', 'x'), product('B', 'x'), product('C', 'x'), product('G', null)];
        expect(mixCategories(products, 8).map(p => p.code)).toEqual(['A', 'G', 'B', 'C']);
        expect(mixCategories([], 8)).toEqual([]);
    });
});
