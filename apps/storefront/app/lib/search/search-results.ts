// The header search panel's results: the pages of one term and category filter, each page appended as it arrives.
import type { ListingCategoryCount } from '~/components/catalog/listing/listing-page-view.fragment';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import type { ApiAnswer } from '~/lib/api/api-client';
import { SEARCH_MAX_PAGE, type SearchAnswer, type SearchRequest } from '~/lib/search/search-query';

/** One question the panel asks: a page of a term, filtered by categories; `key` names the term and filter. */
export interface SearchQuestion extends SearchRequest {
    key: string;
}

export interface SearchResults {
    /** The term and categories these results answer. */
    key: string;
    term: string;
    items: ProductCardData[];
    totalItems: number;
    categories: ListingCategoryCount[];
    /** The last page appended. */
    page: number;
}

/** The same term and categories, in any order, are the same question. */
export function searchKey(term: string, categories: readonly string[]): string {
    return JSON.stringify([term, [...new Set(categories)].sort()]);
}

export function searchQuestion(term: string, categories: readonly string[], page: number): SearchQuestion {
    return { key: searchKey(term, categories), term, categories: [...categories], page };
}

/** A failed request answers `{ error }` (a 4xx/5xx JSON body, or the client's network failure) instead of a page. */
export function isSearchAnswer(
    answer: ApiAnswer<SearchAnswer> | { error: string } | undefined,
): answer is SearchAnswer {
    return typeof answer === 'object' && answer !== null && !('error' in answer) && Array.isArray(answer.items);
}

/**
 * The results once `answer` (to `question`) is in: a first page, or another term's page, starts afresh; a next page of
 * the same term is appended, never showing a product twice (the catalog may change between pages).
 */
export function withAnswer(
    previous: SearchResults | null,
    question: SearchQuestion,
    answer: SearchAnswer,
): SearchResults {
    if (question.page === 1 || previous?.key !== question.key) {
        return {
            key: question.key,
            term: question.term,
            items: answer.items,
            totalItems: answer.totalItems,
            categories: answer.categories,
            page: question.page,
        };
    }
    const seen = new Set(previous.items.map(item => item.code));
    const items = [...previous.items, ...answer.items.filter(item => !seen.has(item.code))];
    return { ...previous, items, totalItems: answer.totalItems, page: question.page };
}

/** Whether scrolling on may ask for another page: fewer items shown than found, and not past the last page served. */
export function hasMorePages(results: SearchResults | null): boolean {
    return results !== null && results.items.length < results.totalItems && results.page < SEARCH_MAX_PAGE;
}
