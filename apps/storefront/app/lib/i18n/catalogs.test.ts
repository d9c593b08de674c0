import { describe, expect, it } from 'vitest';
import { getI18n } from '~/lib/i18n/i18n';
import en from '~/lib/i18n/locales/en.json';
import itCatalog from '~/lib/i18n/locales/it.json';

function keys(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [prefix];
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogs', () => {
    it('it and en have the same keys', () => {
        expect(keys(en).sort()).toEqual(keys(itCatalog).sort());
    });

    it('no message is empty', () => {
        for (const catalog of [itCatalog, en]) {
            for (const key of keys(catalog)) {
                const text = key
                    .split('.')
                    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
                expect(String(text).trim(), key).not.toBe('');
            }
        }
    });

    it('speaks Italian by default and has the spec wording in English', () => {
        expect(getI18n('it').t('topBar.customerService')).toBe('Servizio clienti');
        expect(getI18n('en').t('notFound.title')).toBe('This page could not be found');
        expect(getI18n('en').t('error.message')).toBe('The page you were looking for cannot be found');
        expect(getI18n('xx').t('notFound.title')).toBe('Impossibile trovare questa pagina');
        expect(getI18n('it').t('error.status', { status: 503 })).toBe('Codice errore: 503');
    });
});
