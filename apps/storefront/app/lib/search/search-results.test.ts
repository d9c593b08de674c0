import { describe, expect, it } from 'vitest';
import { serviceCard } from '~/lib/catalog/product-fixtures.test-support';
import { UNREACHABLE } from '~/lib/api/api-client';
import type { SearchAnswer } from '~/lib/search/search-query';
import {
    hasMorePages,
    isSearchAnswer,
    searchKey,
    searchQuestion,
    withAnswer,
    type SearchResults,
} from '~/lib/search/search-results';

const card = (code: string) => serviceCard(code, `Prodotto ${code}`, 1000);

function answer(codes: string[], page: number, totalItems: number): SearchAnswer {
    return {
        items: codes.map(card),
        totalItems,
        categories: [{ slug: 'lavatrici', name: 'Lavatrici', count: totalItems, selected: false }],
        page,
        pageSize: 10,
    };
}

const codes = (results: SearchResults) => results.items.map(item => item.code);

describe('searchKey', () => {
    it('names the same term and categories the same, whatever their order or repetition', () => {
        expect(searchKey('lavatrice', ['b', 'a'])).toBe(searchKey('lavatrice', ['a', 'b', 'a']));
        expect(searchKey('lavatrice', [])).not.toBe(searchKey('lavatrice', ['a']));
        expect(searchKey('lavatrice', [])).not.toBe(searchKey('lavatrici', []));
    });
});

describe('withAnswer', () => {
    it('starts afresh with a first page', () => {
        const first = withAnswer(null, searchQuestion('lavatrice', [], 1), answer(['1', '2'], 1, 4));
        expect(first).toMatchObject({ term: 'lavatrice', page: 1, totalItems: 4, key: searchKey('lavatrice', []) });
        expect(codes(first)).toEqual(['1', '2']);
    });

    it('appends the next page of the same question, never showing a product twice', () => {
        const first = withAnswer(null, searchQuestion('lavatrice', ['lavatrici'], 1), answer(['1', '2'], 1, 5));
        // Product 2 moved to the second page since the first was served.
        const second = withAnswer(first, searchQuestion('lavatrice', ['lavatrici'], 2), answer(['2', '3', '4'], 2, 5));
        expect(codes(second)).toEqual(['1', '2', '3', '4']);
        expect(second.page).toBe(2);
        expect(second.categories).toBe(first.categories);
    });

    it('does not append a page of another term or filter to the results shown', () => {
        const first = withAnswer(null, searchQuestion('lavatrice', [], 1), answer(['1', '2'], 1, 5));
        const other = withAnswer(first, searchQuestion('lavatrice', ['lavatrici'], 2), answer(['3'], 2, 3));
        expect(codes(other)).toEqual(['3']);
        expect(other.key).toBe(searchKey('lavatrice', ['lavatrici']));
    });

    it('replaces the results with a new first page of the same question', () => {
        const first = withAnswer(null, searchQuestion('tv', [], 1), answer(['1', '2'], 1, 4));
        const second = withAnswer(first, searchQuestion('tv', [], 2), answer(['3', '4'], 2, 4));
        expect(codes(withAnswer(second, searchQuestion('tv', [], 1), answer(['9'], 1, 1)))).toEqual(['9']);
    });
});

describe('hasMorePages', () => {
    it('is true while fewer products are shown than found, up to page 100', () => {
        const first = withAnswer(null, searchQuestion('tv', [], 1), answer(['1', '2'], 1, 3));
        expect(hasMorePages(first)).toBe(true);
        expect(hasMorePages(withAnswer(first, searchQuestion('tv', [], 2), answer(['3'], 2, 3)))).toBe(false);
        expect(hasMorePages({ ...first, page: 100 })).toBe(false);
        expect(hasMorePages(null)).toBe(false);
    });
});

describe('isSearchAnswer', () => {
    it('tells a page from the errors a request can end with', () => {
        expect(isSearchAnswer(answer([], 1, 0))).toBe(true);
        expect(isSearchAnswer(UNREACHABLE)).toBe(false);
        expect(isSearchAnswer({ error: 'The catalog is not available right now' })).toBe(false);
        expect(isSearchAnswer(undefined)).toBe(false);
    });
});
