import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { getI18n, rememberingTranslations } from '~/lib/i18n/i18n';

describe('remembered translations', () => {
    it('answers as i18next does: plurals, interpolation, the Italian percentage', () => {
        const { t } = getI18n('it');
        for (let round = 0; round < 2; round++) {
            expect(t('listing.filters.valueCount', { count: 12 })).toBe('(12)');
            expect(t('listing.card.discount', { percent: 11 })).toMatch(/^Sconto dell'11\s%$/u);
            expect(t('listing.card.discount', { percent: 22 })).toMatch(/^Sconto del 22\s%$/u);
            expect(t('cart.addProduct', { name: 'Bosch Serie 6' })).toBe('Aggiungi Bosch Serie 6 al carrello');
            expect(t('listing.card.colors', { count: 1 })).not.toBe(t('listing.card.colors', { count: 7 }));
        }
    });

    it('asks i18next once per key and values, and every time for anything else', () => {
        const translate = vi.fn((key: string) => `text of ${key}`);
        const t = rememberingTranslations(translate as unknown as TFunction) as unknown as (
            ...args: unknown[]
        ) => unknown;
        t('a');
        t('a');
        t('b', { count: 2 });
        t('b', { count: 2 });
        t('b', { count: 3 });
        expect(translate).toHaveBeenCalledTimes(3);
        t('c', { list: ['x'] });
        t('c', { list: ['x'] });
        t('d', 'default', { count: 1 });
        t('d', 'default', { count: 1 });
        t(['e', 'f']);
        t(['e', 'f']);
        expect(translate).toHaveBeenCalledTimes(9);
    });
});
