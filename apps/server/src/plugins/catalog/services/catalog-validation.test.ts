import { describe, expect, it } from 'vitest';

import { assertPath, assertProductCode, validateListingInput } from './catalog-validation';

describe('catalog input checks', () => {
    it('applies the defaults: relevance, 14 per page from the start', () => {
        expect(validateListingInput({})).toEqual({
            categorySlug: null,
            categorySlugs: null,
            term: null,
            facets: new Map(),
            onSale: false,
            priceFrom: null,
            priceTo: null,
            sort: 'RELEVANCE',
            skip: 0,
            take: 14,
        });
    });

    it('merges facet filters by code and ignores a facet named without values', () => {
        const query = validateListingInput({
            facets: [
                { code: 'colore', values: ['nero'] },
                { code: 'colore', values: ['bianco', 'nero'] },
                { code: 'ram', values: [] },
            ],
        });
        expect(query.facets).toEqual(new Map([['colore', new Set(['nero', 'bianco'])]]));
    });

    it('treats a blank term as no term', () => {
        expect(validateListingInput({ term: '   ' }).term).toBeNull();
    });

    it.each([
        [{ take: 0 }, 'take must be a whole number from 1 to 100'],
        [{ take: 101 }, 'take must be a whole number from 1 to 100'],
        [{ skip: -1 }, 'skip must be a whole number from 0 to 10000'],
        [{ skip: 10_001 }, 'skip must be a whole number from 0 to 10000'],
        [{ term: 'x'.repeat(201) }, 'The search term must be at most 200 characters'],
        [{ priceFrom: -1 }, 'priceFrom must be a price in cents, zero or more'],
        [{ priceTo: -5 }, 'priceTo must be a price in cents, zero or more'],
        [{ priceFrom: 500, priceTo: 100 }, 'priceFrom must not be greater than priceTo'],
        [{ categorySlug: '' }, 'categorySlug must be 1 to 200 characters'],
        [{ categorySlug: 'x'.repeat(201) }, 'categorySlug must be 1 to 200 characters'],
        [{ categorySlugs: Array.from({ length: 51 }, (_, i) => `c${i}`) }, 'categorySlugs takes at most 50 categories'],
        [{ facets: [{ code: 'prezzo', values: ['1'] }] }, 'Unknown facet code "prezzo"'],
        [{ facets: [{ code: 'categoria', values: ['tv'] }] }, 'Unknown facet code "categoria"'],
        [
            { facets: Array.from({ length: 21 }, () => ({ code: 'colore', values: ['nero'] })) },
            'At most 20 facet filters per request',
        ],
        [
            { facets: [{ code: 'colore', values: Array.from({ length: 51 }, (_, i) => `v${i}`) }] },
            'At most 50 facet values per request',
        ],
        [{ facets: [{ code: 'colore', values: [''] }] }, 'Facet value codes must be 1 to 100 characters'],
    ])('refuses %j', (input, message) => {
        expect(() => validateListingInput(input)).toThrow(message);
    });

    it('limits codes and paths', () => {
        expect(assertProductCode('SM-A556B/DS')).toBe('SM-A556B/DS');
        expect(() => assertProductCode('')).toThrow('A product code must be 1 to 200 characters');
        expect(() => assertProductCode('x'.repeat(201))).toThrow('A product code must be 1 to 200 characters');
        expect(assertPath('telefonia/smartphone')).toBe('telefonia/smartphone');
        expect(() => assertPath('x'.repeat(501))).toThrow('A path must be at most 500 characters');
    });
});
