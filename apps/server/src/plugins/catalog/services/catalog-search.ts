/**
 * Full-text search over the catalog index with MiniSearch: Italian word forms, one typo on longer words,
 * search-as-you-type on the last word, and exact product, article and merchant codes.
 */
import MiniSearch, { Query, SearchResult } from 'minisearch';

import { codeTerms, foldText, indexTerms, normalizeCode, parseQuery, QueryChunk, QueryPart } from './italian-text';

/** What one product contributes to the search index. */
export interface SearchDocument {
    /** Position of the product in the catalog index. */
    id: number;
    name: string;
    brand: string;
    /** Names of its categories, ancestors included. */
    category: string;
    /** Condition, colours, sizes and technical facet values. */
    attributes: string;
    /** Description and specification table. */
    details: string;
    /** Product code, SKUs and merchant SKUs, space separated. */
    codes: string;
    /** Every code above, for exact matches. */
    exactCodes: string[];
    /** Score factor: below 1 for add-on products (services) that should follow the products they go with. */
    weight: number;
}

const TEXT_FIELDS = ['name', 'brand', 'category', 'attributes', 'details'];

/** The name says what the product is; brand and category narrow it; the description only backs a match up. */
const BOOST = { name: 3, brand: 2, category: 1.5, attributes: 1, details: 0.5, codes: 2 };

/** Codes typed in part are matched by prefix once they are long enough to mean something. */
const MIN_CODE_PREFIX = 4;

/** A name holding the query's words in the query's order is what the shopper described ("galaxy s25 ultra"). */
const PHRASE_BONUS = 1.5;
/**
 * ...and more so when the name opens with them, right after the brand at most: "Samsung Galaxy S25" is the phone,
 * "Spigen cover per Galaxy S25" an accessory for it.
 */
const LEADING_PHRASE_BONUS = 2;
const WHOLE_WORD_BONUS = 1.1;

/** A search answer: product positions best first. */
export interface SearchHits {
    ids: number[];
}

export class CatalogSearch {
    private readonly miniSearch: MiniSearch<SearchDocument>;
    private readonly exact = new Map<string, number[]>();
    /** Folded name words of each document, space separated and padded, for the phrase bonus. */
    private readonly names = new Map<number, string>();

    constructor(documents: SearchDocument[]) {
        const weights = new Map(documents.map(document => [document.id, document.weight]));
        this.miniSearch = new MiniSearch<SearchDocument>({
            fields: [...TEXT_FIELDS, 'codes'],
            tokenize: (text, fieldName) => (fieldName === 'codes' ? codeTerms(text) : indexTerms(text)),
            processTerm: term => term,
            searchOptions: {
                // Queries arrive already split and processed (see parseQuery): each leaf is one index term.
                tokenize: text => [text],
                processTerm: term => term,
                boost: BOOST,
                boostDocument: id => weights.get(id) ?? 1,
            },
        });
        this.miniSearch.addAll(documents);
        for (const document of documents) {
            this.names.set(document.id, ` ${phraseWords(document.name)} `);
            for (const code of new Set(document.exactCodes.map(normalizeCode))) {
                if (!code) {
                    continue;
                }
                const ids = this.exact.get(code) ?? [];
                ids.push(document.id);
                this.exact.set(code, ids);
            }
        }
    }

    /**
     * Products matching the query, best first. Every word must match (AND): shoppers add words to narrow a
     * search, and an OR would bury the one product they described under everything sharing a single word. When no
     * product has every word, the products matching the most words are answered instead, so a query with one
     * word too many (a colour the product lacks, a typo beyond tolerance) still finds something.
     */
    search(term: string): SearchHits {
        const compact = normalizeCode(term);
        const exactIds = compact ? (this.exact.get(compact) ?? []) : [];
        const chunks = parseQuery(term);
        if (chunks.length === 0 && exactIds.length === 0) {
            return { ids: [] };
        }
        const codeQuery = this.codeQuery(compact);
        let results = chunks.length > 0 ? this.run(chunks, 'AND', codeQuery) : [];
        if (results.length === 0 && exactIds.length === 0 && chunks.length > 1) {
            results = this.bestCoverage(chunks, this.run(chunks, 'OR', codeQuery));
        }
        results = this.withPhraseBonus(term, results);
        const ids = [...exactIds];
        const seen = new Set(exactIds);
        for (const result of results) {
            if (!seen.has(result.id)) {
                seen.add(result.id);
                ids.push(result.id);
            }
        }
        return { ids };
    }

    private withPhraseBonus(term: string, results: SearchResult[]): SearchResult[] {
        const phrase = phraseWords(term);
        if (!phrase.includes(' ')) {
            return results;
        }
        // No trailing space: the last word may still be being typed.
        const needle = ` ${phrase}`;
        const factor = (id: number) => {
            const name = this.names.get(id) ?? '';
            const at = name.indexOf(needle);
            if (at < 0) {
                return 1;
            }
            const wordsBefore = name.slice(0, at + 1).split(' ').length - 2;
            // A whole last word ("iphone 16") beats one that merely starts the same ("iphone 16e").
            const whole = name.startsWith(' ', at + needle.length) ? WHOLE_WORD_BONUS : 1;
            return (wordsBefore <= 1 ? LEADING_PHRASE_BONUS : PHRASE_BONUS) * whole;
        };
        return results
            .map(result => ({ result, score: result.score * factor(result.id) }))
            .sort((a, b) => b.score - a.score)
            .map(entry => entry.result);
    }

    private codeQuery(compact: string): Query | null {
        if (compact.length === 0) {
            return null;
        }
        const prefix = compact.length >= MIN_CODE_PREFIX && /[0-9]/.test(compact);
        return { queries: [compact], fields: ['codes'], prefix, fuzzy: false, combineWith: 'OR' };
    }

    private run(chunks: QueryChunk[], combineWith: 'AND' | 'OR', codeQuery: Query | null): SearchResult[] {
        const lastChunk = chunks.length - 1;
        const text: Query = {
            combineWith,
            fields: TEXT_FIELDS,
            queries: chunks.map((chunk, index) => chunkQuery(chunk, index === lastChunk)),
        };
        const query: Query = codeQuery ? { combineWith: 'OR', queries: [text, codeQuery] } : text;
        return this.miniSearch.search(query);
    }

    /** Keeps the results that match the largest number of the query's chunks, best score first. */
    private bestCoverage(chunks: QueryChunk[], results: SearchResult[]): SearchResult[] {
        const chunkTerms = chunks.map(chunk => {
            const terms = new Set<string>(chunk.parts.flatMap(part => [part.term, ...part.runs]));
            if (chunk.joined) {
                terms.add(chunk.joined);
            }
            return terms;
        });
        const coverage = (result: SearchResult) => {
            const matched = new Set(result.queryTerms);
            return chunkTerms.filter(terms => [...terms].some(term => matched.has(term))).length;
        };
        const scored = results.map(result => ({ result, covered: coverage(result) }));
        const best = Math.max(0, ...scored.map(entry => entry.covered));
        return scored.filter(entry => entry.covered === best && best > 0).map(entry => entry.result);
    }
}

function phraseWords(text: string): string {
    return foldText(text)
        .split(/[^a-z0-9]+/)
        .filter(word => word.length > 0)
        .join(' ');
}

function partQuery(part: QueryPart, prefix: boolean): Query {
    const whole: Query = { queries: [part.term], fuzzy: part.fuzzy, prefix, combineWith: 'OR' };
    if (part.runs.length < 2) {
        return whole;
    }
    // "iphone16" matches the name "iPhone 16" through its runs; the runs never take a typo or a prefix.
    return {
        combineWith: 'OR',
        queries: [whole, { combineWith: 'AND', queries: part.runs, fuzzy: false, prefix: false }],
    };
}

/** One chunk: all its words, or the chunk joined into one word ("SM-A556B" typed either way). */
function chunkQuery(chunk: QueryChunk, isLast: boolean): Query {
    const lastPart = chunk.parts.length - 1;
    const words: Query = {
        combineWith: 'AND',
        queries: chunk.parts.map((part, index) => partQuery(part, isLast && index === lastPart)),
    };
    if (!chunk.joined) {
        return words;
    }
    return {
        combineWith: 'OR',
        queries: [words, { queries: [chunk.joined], fuzzy: false, prefix: isLast, combineWith: 'OR' }],
    };
}
