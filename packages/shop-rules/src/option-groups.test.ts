import { describe, expect, it } from 'vitest';
import { optionGroupKind } from './option-groups.js';

describe('optionGroupKind', () => {
    it('names the colour group Colore whatever its values', () => {
        expect(optionGroupKind('colore', ['Nero', 'Titanio grigio'])).toBe('colore');
    });

    it('tells storage, screen and pack sizes apart from garment-like sizes in the shared size group', () => {
        expect(optionGroupKind('taglia', ['128 GB', '256 GB', '1 TB'])).toBe('memoria');
        expect(optionGroupKind('taglia', ['55"', '65"', '42,5"'])).toBe('pollici');
        expect(optionGroupKind('taglia', ['1 unità', '2 unità'])).toBe('confezione');
        expect(optionGroupKind('taglia', ['S/M', 'M/L'])).toBe('taglia');
    });

    it('keeps Taglia when the values mix kinds or there are none', () => {
        expect(optionGroupKind('taglia', ['128 GB', 'M'])).toBe('taglia');
        expect(optionGroupKind('taglia', [])).toBe('taglia');
    });
});
