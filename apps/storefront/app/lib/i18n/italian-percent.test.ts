import { describe, expect, it } from 'vitest';
import { getI18n } from '~/lib/i18n/i18n';
import { percentWithArticle } from '~/lib/i18n/italian-percent';

describe('the article before a percentage', () => {
    it('elides before numbers read with a vowel first', () => {
        expect(percentWithArticle(11)).toBe("dell'11\u00a0%");
        expect(percentWithArticle(8)).toBe("dell'8\u00a0%");
        expect(percentWithArticle(1)).toBe("dell'1\u00a0%");
        expect(percentWithArticle(80)).toBe("dell'80\u00a0%");
        expect(percentWithArticle(85)).toBe("dell'85\u00a0%");
    });

    it('keeps "del" before the others', () => {
        expect(percentWithArticle(10)).toBe('del 10\u00a0%');
        expect(percentWithArticle(18)).toBe('del 18\u00a0%');
        expect(percentWithArticle(22)).toBe('del 22\u00a0%');
        expect(percentWithArticle(100)).toBe('del 100\u00a0%');
    });

    it('is what the Italian catalogue says beside a discount', () => {
        const { t } = getI18n('it');
        expect(t('product.discount', { percent: 11 })).toBe("Sconto dell'11\u00a0%");
        expect(t('listing.card.discount', { percent: 22 })).toBe('Sconto del 22\u00a0%');
        expect(getI18n('en').t('product.discount', { percent: 11 })).toBe('11% off');
    });
});
