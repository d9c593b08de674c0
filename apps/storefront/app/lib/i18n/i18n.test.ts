import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { anyKey, getI18n, resources, type Language } from '~/lib/i18n/i18n';
import '~/lib/i18n/messages/account';
import '~/lib/i18n/messages/checkout';
import '~/lib/i18n/messages/stock-alert';
import '~/lib/i18n/messages/validation';
import { percentWithArticle } from '~/lib/i18n/italian-percent';
import { wholeItalian } from '~/test-support/italian-catalog';

const catalogs = { it: wholeItalian, en: resources.en ?? {} };

/** The catalogs as i18next reads them, the reference for their format. */
function referenceTranslator(language: Language) {
    const instance = i18next.createInstance();
    void instance.init({
        lng: language,
        fallbackLng: 'it',
        resources: { it: { translation: catalogs.it }, en: { translation: catalogs.en } },
        initAsync: false,
        interpolation: { escapeValue: false },
        showSupportNotice: false,
    });
    instance.services.formatter?.add('percentWithArticle', value => percentWithArticle(Number(value)));
    return (key: string, values?: Record<string, unknown>) => instance.t(key, values as never) as unknown as string;
}

function leaves(node: unknown, prefix = ''): [string, string][] {
    if (typeof node === 'string') return [[prefix, node]];
    return Object.entries(node as object).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('translations', () => {
    it.each(['it', 'en'] as const)(
        'read every %s message as i18next does, with its values and plural forms',
        language => {
            const reference = referenceTranslator(language);
            const t = anyKey(getI18n(language).t);
            const messages = new Map<string, string[]>();
            for (const [key, text] of leaves(catalogs[language])) {
                const base = key.replace(PLURAL, '');
                messages.set(base, [...(messages.get(base) ?? []), text]);
            }
            expect(messages.size).toBeGreaterThan(500);
            for (const [key, texts] of messages) {
                const names = new Set(
                    texts.flatMap(text => [...text.matchAll(/\{\{\s*(\w+)/g)].map(match => match[1] ?? '')),
                );
                const values: Record<string, string | number> = {};
                for (const name of names) values[name] = name === 'percent' ? 11 : `«${name}»`;
                const plural = texts.length > 1 || names.has('count');
                for (const count of plural ? [0, 1, 2, 5, 21] : [undefined]) {
                    const withCount = count === undefined ? values : { ...values, count };
                    expect(t(key, withCount), key).toBe(reference(key, withCount));
                }
                // Without its value, a formatted placeholder stays in sight here, where i18next formats nothing ("NaN").
                if (!texts.some(text => /\{\{[^}]*,/.test(text))) expect(t(key), key).toBe(reference(key));
            }
        },
    );

    it('speaks Italian: plurals, interpolation, the percentage with its article', () => {
        const { t } = getI18n('it');
        expect(t('listing.filters.valueCount', { count: 12 })).toBe('(12)');
        expect(t('listing.card.discount', { percent: 11 })).toMatch(/^Sconto dell'11\s%$/u);
        expect(t('listing.card.discount', { percent: 22 })).toMatch(/^Sconto del 22\s%$/u);
        expect(t('cart.addProduct', { name: 'Bosch Serie 6' })).toBe('Aggiungi Bosch Serie 6 al carrello');
        expect(t('listing.card.colors', { count: 1 })).not.toBe(t('listing.card.colors', { count: 7 }));
    });

    it('falls back to Italian for a missing language and reads an unknown key as itself', () => {
        expect(getI18n('xx').language).toBe('it');
        expect(anyKey(getI18n('en').t)('no.such.key')).toBe('no.such.key');
        expect(getI18n('it').t('cart.addProduct')).toBe('Aggiungi {{name}} al carrello');
        expect(getI18n('it').t('cart.addProduct', { name: null })).toBe('Aggiungi  al carrello');
    });
});
