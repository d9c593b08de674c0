import { describe, expect, it } from 'vitest';

import { colourFamily, COLOUR_FAMILIES } from './colour-families';
import { products } from './products';

describe('colour families', () => {
    it('puts the dark shades under Nero, so the Nero filter finds Titanio nero and Grafite', () => {
        expect(colourFamily('Nero')).toBe('Nero');
        expect(colourFamily('Titanio nero')).toBe('Nero');
        expect(colourFamily('Grafite')).toBe('Nero');
        expect(colourFamily('Nero siderale')).toBe('Nero');
        expect(colourFamily('Titanio blu')).toBe('Blu');
        expect(colourFamily('Verde acqua')).toBe('Verde');
    });

    it("gives every shade of the catalog one of the families, and keeps a family's name for itself", () => {
        const shades = new Set(products.flatMap(product => product.variants.map(variant => variant.options?.colore)));
        shades.delete(undefined);
        const unplaced = [...shades].filter(shade => !COLOUR_FAMILIES.includes(colourFamily(shade!)));
        expect(unplaced).toEqual([]);
        for (const family of COLOUR_FAMILIES) {
            expect(colourFamily(family)).toBe(family);
        }
    });

    it('has fewer families than shades: the filter is shorter than the list of shades', () => {
        const shades = new Set(products.flatMap(product => product.variants.map(variant => variant.options?.colore)));
        shades.delete(undefined);
        const families = new Set([...shades].map(shade => colourFamily(shade!)));
        expect(families.size).toBeLessThan(shades.size);
        expect([...families].sort()).toEqual(
            [
                'Arancione',
                'Argento',
                'Azzurro',
                'Beige',
                'Bianco',
                'Blu',
                'Giallo',
                'Grigio',
                'Marrone',
                'Multicolore',
                'Nero',
                'Oro',
                'Rosa',
                'Rosso',
                'Trasparente',
                'Verde',
                'Viola',
            ].sort(),
        );
    });
});
