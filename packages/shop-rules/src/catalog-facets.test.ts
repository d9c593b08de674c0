import { describe, expect, it } from 'vitest';

import {
    BRAND_FACET_CODE,
    CATEGORY_FACET_CODE,
    describesOneKind,
    ENERGY_CLASS_FACET_CODE,
    FILTER_FACET_CODES,
    isFilterFacetCode,
} from './catalog-facets.js';

describe('filter facets', () => {
    it('lists each facet once, and never the private category facet', () => {
        expect(new Set(FILTER_FACET_CODES).size).toBe(FILTER_FACET_CODES.length);
        expect(isFilterFacetCode('manufacturer')).toBe(true);
        expect(isFilterFacetCode(CATEGORY_FACET_CODE)).toBe(false);
        expect(isFilterFacetCode('sku')).toBe(false);
    });

    it('tells the facets of one kind of product from those every kind has', () => {
        expect(FILTER_FACET_CODES.filter(describesOneKind)).toEqual([
            'taglia',
            'memoria',
            'ram',
            'processore',
            'dimensioni_schermo',
        ]);
        for (const code of [BRAND_FACET_CODE, 'condizione', 'colore', ENERGY_CLASS_FACET_CODE]) {
            expect(describesOneKind(code)).toBe(false);
        }
    });
});
