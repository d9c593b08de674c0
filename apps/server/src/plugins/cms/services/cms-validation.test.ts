import { describe, expect, it } from 'vitest';

import {
    assertBlockContent,
    assertContentObject,
    assertIdentifier,
    assertLocale,
    assertMenuLink,
    assertSlug,
} from './cms-validation';

describe('CMS input checks', () => {
    it('accepts shop paths and https links for menu entries', () => {
        expect(assertMenuLink('/offerte')).toBe('/offerte');
        expect(assertMenuLink('/c/tv-oled?sort=price')).toBe('/c/tv-oled?sort=price');
        expect(assertMenuLink('https://www.example.it/pagina')).toBe('https://www.example.it/pagina');
    });

    it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://plain.example', 'offerte', '/a b'])(
        'refuses the menu link %s',
        link => {
            expect(() => assertMenuLink(link)).toThrow('Invalid menu link');
        },
    );

    it('checks identifiers, slugs and locales', () => {
        expect(assertIdentifier('footer-links')).toBe('footer-links');
        expect(() => assertIdentifier('')).toThrow('Invalid block identifier');
        expect(() => assertIdentifier('a'.repeat(65))).toThrow('Invalid block identifier');
        expect(assertSlug('resi-e-rimborsi')).toBe('resi-e-rimborsi');
        expect(() => assertSlug('../etc/passwd')).toThrow('Invalid page slug');
        expect(assertLocale('it')).toBe('it');
        expect(() => assertLocale('ita')).toThrow('Invalid locale');
    });

    it('takes only JSON objects of reasonable size as block content', () => {
        expect(assertContentObject({ text: 'ciao' })).toEqual({ text: 'ciao' });
        expect(() => assertContentObject('text')).toThrow('Block content must be a JSON object');
        expect(() => assertContentObject(null)).toThrow('Block content must be a JSON object');
        expect(() => assertContentObject({ text: 'x'.repeat(100_001) })).toThrow('larger than 100 KB');
    });

    it('holds the blocks the storefront renders to their shape, naming the wrong field', () => {
        expect(assertBlockContent('copyright', { content: '© Scintilla' })).toEqual({ content: '© Scintilla' });
        expect(() => assertBlockContent('copyright', { text: '© Scintilla' })).toThrow(
            'Invalid content for block "copyright": content: Invalid input: expected string, received undefined',
        );
        expect(() => assertBlockContent('footer-payments', { title: 'Pagamenti', logos: [{ name: 'Visa' }] })).toThrow(
            'Invalid content for block "footer-payments": logos.0.src: Invalid input: expected string, received undefined',
        );
        expect(() => assertBlockContent('copyright', 'text')).toThrow('Block content must be a JSON object');
    });

    it('takes any JSON object for a block the storefront does not read', () => {
        expect(assertBlockContent('promo-banner', { anything: [1, 2] })).toEqual({ anything: [1, 2] });
    });
});
