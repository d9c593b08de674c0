import { describe, expect, it } from 'vitest';

import { facetDefinitions, variantFacets } from './catalog-import';

const valuesOf = (key: 'colore' | 'taglia', value: string) =>
    variantFacets(key, value).map(facet => [facet.translations[0].facet, facet.translations[0].value]);

describe('variant facets', () => {
    it('files each option value under the filter named for what it is', () => {
        expect(valuesOf('colore', 'Titanio nero')).toEqual([['colore', 'Nero']]);
        expect(valuesOf('taglia', '256 GB')).toEqual([['memoria', '256 GB']]);
        expect(valuesOf('taglia', '1 TB')).toEqual([['memoria', '1 TB']]);
        expect(valuesOf('taglia', '65"')).toEqual([['dimensioni_schermo', '65"']]);
        expect(valuesOf('taglia', 'S/M')).toEqual([['taglia', 'S/M']]);
        expect(valuesOf('taglia', '2 unità')).toEqual([]);
    });

    it('names screen sizes Pollici and storage Memoria', () => {
        const names = new Map(facetDefinitions.map(definition => [definition.code, definition.name]));
        expect(names.get('dimensioni_schermo')).toBe('Pollici');
        expect(names.get('memoria')).toBe('Memoria');
        expect(names.get('taglia')).toBe('Taglia');
    });
});
