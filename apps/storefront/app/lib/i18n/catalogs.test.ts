import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getI18n } from '~/lib/i18n/i18n';
import en from '~/lib/i18n/locales/en.json';
import { itShell, PAGE_SECTION_FILES as sectionFile, wholeItalian as itCatalog } from '~/test-support/italian-catalog';

const PAGE_SECTIONS = Object.keys(sectionFile) as (keyof typeof sectionFile)[];

const appDir = fileURLToPath(new URL('../..', import.meta.url));

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

describe('the browser catalog', () => {
    it('starts with every section but the page sections, which have their own files and modules', () => {
        const shell = Object.keys(itShell);
        expect([...shell, ...PAGE_SECTIONS].sort()).toEqual(Object.keys(itCatalog).sort());
        const files = fs.readdirSync(path.join(appDir, 'lib/i18n/locales/it-pages')).sort();
        expect(files).toEqual(PAGE_SECTIONS.map(section => `${sectionFile[section]}.json`).sort());
        for (const section of PAGE_SECTIONS) {
            const module = fs.readFileSync(
                path.join(appDir, 'lib/i18n/messages', `${sectionFile[section]}.ts`),
                'utf8',
            );
            expect(module, section).toContain(`locales/it-pages/${sectionFile[section]}.json`);
        }
    });

    it('a module that translates a page section’s key imports that section', () => {
        const modules = fs
            .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
            .filter(file => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|^lib\/i18n\/|^test-support\//.test(file));
        expect(modules.length).toBeGreaterThan(100);
        const missing: string[] = [];
        for (const file of modules) {
            const source = fs.readFileSync(path.join(appDir, file), 'utf8');
            if (!/\bt\(|useTranslation|getI18n|translator\(/.test(source)) continue;
            for (const section of PAGE_SECTIONS) {
                const names = new RegExp(`['"\`]${section}\\.[A-Za-z]`).test(source);
                if (names && !source.includes(`import '~/lib/i18n/messages/${sectionFile[section]}';`)) {
                    missing.push(`${file}: ${section}`);
                }
            }
        }
        expect(missing).toEqual([]);
    });
});
