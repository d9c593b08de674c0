import { describe, expect, it } from 'vitest';
import { isRoutedLocale, localeFromPath, localizePath, marketFor } from '~/lib/locale/markets';

describe('markets', () => {
    it('maps it to Italy in euro; en is known but not routed', () => {
        expect(marketFor('it')).toMatchObject({ currency: 'EUR', iso: 'it_IT', countries: ['IT', 'SM', 'VA'] });
        expect(isRoutedLocale('it')).toBe(true);
        expect(isRoutedLocale('en')).toBe(false);
        expect(marketFor('xx').locale).toBe('it');
    });

    it('finds the locale of a path, defaulting to it', () => {
        expect(localeFromPath('/it/c/tv')).toBe('it');
        expect(localeFromPath('/it.data')).toBe('it');
        expect(localeFromPath('/')).toBe('it');
    });

    it('prefixes locale-less shop links and leaves others alone', () => {
        expect(localizePath('it', '/c/tv-oled')).toBe('/it/c/tv-oled');
        expect(localizePath('it', 'chi-siamo')).toBe('/it/chi-siamo');
        expect(localizePath('it', '/')).toBe('/it');
        expect(localizePath('it', '/it/c/tv')).toBe('/it/c/tv');
        expect(localizePath('it', '//evil.example')).toBe('/it/evil.example');
        expect(localizePath('it', 'https://example.com/x')).toBe('https://example.com/x');
        expect(localizePath('it', 'mailto:a@b.it')).toBe('mailto:a@b.it');
    });
});
