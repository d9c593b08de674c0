import { describe, expect, it } from 'vitest';

import { CATEGORY_FACET_CODE, FILTER_FACET_CODES, isFilterFacetCode } from './catalog-facets.js';

describe('filter facets', () => {
    it('lists each facet once, and never the private category facet', () => {
        expect(new Set(FILTER_FACET_CODES).size).toBe(FILTER_FACET_CODES.length);
        expect(isFilterFacetCode('manufacturer')).toBe(true);
        expect(isFilterFacetCode(CATEGORY_FACET_CODE)).toBe(false);
        expect(isFilterFacetCode('sku')).toBe(false);
    });
});
