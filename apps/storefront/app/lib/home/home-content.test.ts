import { describe, expect, it } from 'vitest';
import { departmentsBySlug, mixGroups } from '~/lib/home/home-content';
import type { MenuItem } from '~/lib/menu/menu';

const item = (uid: string, href: string, children: MenuItem[] = []): MenuItem => ({ uid, label: uid, href, children });

describe('mixGroups', () => {
    it("takes each group's products in turn, keeping each group's own order", () => {
        const products = [
            { code: 'S25', group: 'telefonia' },
            { code: 'S25U', group: 'telefonia' },
            { code: 'A55', group: 'telefonia' },
            { code: 'OLED55', group: 'tv' },
            { code: 'OLED65', group: 'tv' },
            { code: 'WW90', group: 'elettrodomestici' },
        ];
        expect(mixGroups(products, 5, p => p.group).map(p => p.code)).toEqual([
            'S25',
            'OLED55',
            'WW90',
            'S25U',
            'OLED65',
        ]);
    });

    it('fills the row from the groups that have more once the others run out', () => {
        const products = [{ code: 'A' }, { code: 'B' }, { code: 'C' }, { code: 'G' }];
        expect(mixGroups(products, 8, p => (p.code === 'G' ? 'g' : 'x')).map(p => p.code)).toEqual([
            'A',
            'G',
            'B',
            'C',
        ]);
        expect(mixGroups([], 8, () => '')).toEqual([]);
    });
});

describe('departmentsBySlug', () => {
    it('names the top menu entry of every category under it, at any depth', () => {
        const menu = [
            item('telefonia', '/it/c/telefonia', [
                item('smartphone', '/it/c/smartphone', [item('iphone', '/it/c/iphone')]),
            ]),
            item('tv', '/it/c/tv-e-audio', [item('oled', '/it/c/tv-oled')]),
            item('offerte', '/it/offerte'),
        ];
        expect(Object.fromEntries(departmentsBySlug(menu))).toEqual({
            telefonia: 'telefonia',
            smartphone: 'telefonia',
            iphone: 'telefonia',
            'tv-e-audio': 'tv',
            'tv-oled': 'tv',
        });
    });
});
