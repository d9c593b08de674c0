import { describe, expect, it } from 'vitest';
import {
    isSearchable,
    normalizeTerm,
    parseSearchParams,
    searchApiUrl,
    searchPagePath,
} from '~/lib/search/search-query';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
    it('accepts a term of 3 to 100 characters once trimmed, page 1 by default', () => {
        expect(parse('q=%20%20tv4%20')).toEqual({ ok: true, value: { term: 'tv4', categories: [], page: 1 } });
        expect(parse(`q=${'a'.repeat(100)}`).ok).toBe(true);
    });

    it('refuses shorter or longer terms, counting characters rather than UTF-16 units', () => {
        expect(parse('q=tv')).toEqual({ ok: false, error: 'q must be between 3 and 100 characters once trimmed' });
        expect(parse('q=%20%20tv%20%20')).toEqual({
            ok: false,
            error: 'q must be between 3 and 100 characters once trimmed',
        });
        expect(parse('')).toEqual({ ok: false, error: 'q must be between 3 and 100 characters once trimmed' });
        expect(parse(`q=${'a'.repeat(101)}`)).toEqual({
            ok: false,
            error: 'q must be between 3 and 100 characters once trimmed',
        });
        // Two emoji are two characters (four UTF-16 units): still too short.
        expect(parse(`q=${encodeURIComponent('📺📺')}`)).toEqual({
            ok: false,
            error: 'q must be between 3 and 100 characters once trimmed',
        });
    });

    it('reads page 1–100 and refuses anything else', () => {
        expect(parse('q=lavatrice&page=2')).toMatchObject({ ok: true, value: { page: 2 } });
        expect(parse('q=lavatrice&page=100')).toMatchObject({ ok: true, value: { page: 100 } });
        for (const page of ['0', '101', '-1', '1.5', 'due', '', '1e2', '0001']) {
            expect(parse(`q=lavatrice&page=${page}`), page).toEqual({
                ok: false,
                error: 'page must be a whole number from 1 to 100',
            });
        }
    });

    it('reads repeated category slugs, without duplicates, at most 20', () => {
        expect(parse('q=lavatrice&category=lavatrici&category=asciugatrici&category=lavatrici')).toEqual({
            ok: true,
            value: { term: 'lavatrice', categories: ['lavatrici', 'asciugatrici'], page: 1 },
        });
        const twenty = Array.from({ length: 20 }, (_, i) => `category=c${i}`).join('&');
        expect(parse(`q=lavatrice&${twenty}`).ok).toBe(true);
        expect(parse(`q=lavatrice&${twenty}&category=c20`)).toEqual({
            ok: false,
            error: 'at most 20 categories can be given',
        });
        expect(parse('q=lavatrice&category=Lavatrici')).toEqual({
            ok: false,
            error: 'category must be a category slug (lower-case letters, digits and hyphens)',
        });
        expect(parse('q=lavatrice&category=')).toEqual({
            ok: false,
            error: 'category must be a category slug (lower-case letters, digits and hyphens)',
        });
        expect(parse('q=lavatrice&category=a%2Fb')).toEqual({
            ok: false,
            error: 'category must be a category slug (lower-case letters, digits and hyphens)',
        });
    });
});

describe('search URLs', () => {
    it('builds the panel address with sorted categories and no page 1', () => {
        expect(searchApiUrl({ term: ' lavatrice  9 kg ', categories: [], page: 1 })).toBe(
            '/api/catalog/search?q=lavatrice+9+kg',
        );
        expect(searchApiUrl({ term: 'tv', categories: ['tv-oled', 'soundbar', 'tv-oled'], page: 3 })).toBe(
            '/api/catalog/search?q=tv&category=soundbar&category=tv-oled&page=3',
        );
    });

    it('builds the full results page address', () => {
        expect(searchPagePath('it', 'caffè & latte')).toBe('/it/search?q=caff%C3%A8+%26+latte');
        expect(searchPagePath('it')).toBe('/it/search');
        expect(searchPagePath('it', 'lavatrice', ['lavatrici', 'asciugatrici'])).toBe(
            '/it/search?q=lavatrice&categoria=asciugatrici&categoria=lavatrici',
        );
    });

    it('normalizes whitespace and knows what is searchable', () => {
        expect(normalizeTerm('  a \t b\n ')).toBe('a b');
        expect(isSearchable('ab')).toBe(false);
        expect(isSearchable(' abc ')).toBe(true);
        expect(isSearchable('x'.repeat(101))).toBe(false);
    });
});
