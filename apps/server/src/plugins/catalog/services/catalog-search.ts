/**
 * Full-text search over the catalog index with MiniSearch: Italian word forms, staff's synonyms, one typo on longer
 * words the catalog does not hold, search-as-you-type on the last word, and exact product, article and merchant codes.
 */
import MiniSearch, { Query, SearchResult } from 'minisearch';

import {
    codeTerms,
    foldText,
    indexTerms,
    normalizeCode,
    parseQuery,
    QueryChunk,
    QueryPart,
    stemItalian,
    surfaceWords,
    withinOneEdit,
} from './italian-text';
import { SearchSynonyms, SynonymPhrase } from './search-synonyms';

/** What one product contributes to the search index. */
export interface SearchDocument {
    /** Position of the product in the catalog index. */
    id: number;
    name: string;
    brand: string;
    /** Names of its category and the category's ancestors below the department (see categoryFields). */
    category: string;
    /**
     * Name of the department (the top category) and of categories named for two kinds: broad names ("TV e Audio" holds
     * headphones too) that only back a match up, like the description.
     */
    department: string;
    /** Condition, colours, sizes and technical facet values. */
    attributes: string;
    /** Description and specification table. */
    details: string;
    /** Product code, SKUs and merchant SKUs, space separated. */
    codes: string;
    /** Every code above, for exact matches. */
    exactCodes: string[];
    /** Score factor: below 1 for add-on products (services), which follow the products they go with. */
    weight: number;
}

/** Fields that say what a product is: a product holding every word of a query in them is what the shopper means. */
const DEFINING_FIELDS = ['name', 'brand', 'category', 'attributes'];
/** Fields that only back a match up: words there also describe other things ("jack per cuffie" on a phone). */
const SUPPORTING_FIELDS = ['department', 'details'];
const TEXT_FIELDS = [...DEFINING_FIELDS, ...SUPPORTING_FIELDS];

/** The name says what the product is; brand and category narrow it; the description only backs a match up. */
const BOOST = { name: 3, brand: 2, category: 1.5, attributes: 1, department: 2, details: 0.5, codes: 2 };

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
/** Documents added between two pauses of an asynchronous build. */
const BUILD_CHUNK = 250;
/** Readings of one typo looked at, at most: a word with more is too short to guess. */
const MAX_TYPO_READINGS = 8;

/**
 * Splits a product's category names between the fields: departments (top categories above the product's own) and any
 * category named for two kinds ("Caricabatterie e power bank", "Monitor e periferiche") only back a match up, since
 * their words name products of the category that this one may not be ("power bank" must not find a charger).
 */
export function categoryFields(
    categories: Array<{ name: string; isDepartment: boolean }>,
): Pick<SearchDocument, 'category' | 'department'> {
    const defining: string[] = [];
    const supporting: string[] = [];
    for (const { name, isDepartment } of categories) {
        (isDepartment || /\s(e|ed)\s|,/i.test(name) ? supporting : defining).push(name);
    }
    return { category: defining.join(' '), department: supporting.join(' ') };
}

/** A search answer: product positions best first. */
export interface SearchHits {
    ids: number[];
}

/**
 * Query words matched together: one word, or the words a synonym rule names as a phrase ("aria condizionata"), with
 * what the rule lets them match instead.
 */
interface QueryGroup {
    chunks: QueryChunk[];
    /** The words as typed are a way to match (false when a one-way rule sends them elsewhere). */
    keepTyped: boolean;
    alternatives: SynonymPhrase[];
    /** Phrases the rule says the words mostly mean: their products come first. */
    lead: SynonymPhrase[];
    /** The group ends the query: its last word may still be being typed. */
    last: boolean;
}

export class CatalogSearch {
    private readonly miniSearch: MiniSearch<SearchDocument>;
    private readonly exact = new Map<string, number[]>();
    /** Folded name words of each document, space separated and padded, for the phrase bonus. */
    private readonly names = new Map<number, string>();
    /** Every term of the text fields, sorted: whether a query word is one the catalog holds, whole or begun. */
    private vocabulary: string[] = [];
    private readonly vocabularySet = new Set<string>();
    /** The words of the text fields and of the synonym rules as written, while documents are added. */
    private readonly words: Set<string>;
    /** The words of the text fields and of the synonym rules as written, by length: what a typo is corrected to. */
    private readonly wordsByLength = new Map<number, string[]>();
    private readonly addOns = new Set<number>();
    private readonly weights = new Map<number, number>();

    /**
     * Builds the search in one go. For a large catalog on a running server use `CatalogSearch.build`, which lets
     * requests through while it works.
     */
    constructor(
        documents: SearchDocument[],
        private readonly synonyms: SearchSynonyms = SearchSynonyms.none,
    ) {
        this.words = new Set<string>(synonyms.words);
        const vocabulary = this.vocabularySet;
        const words = this.words;
        const weights = this.weights;
        this.miniSearch = new MiniSearch<SearchDocument>({
            fields: [...TEXT_FIELDS, 'codes'],
            tokenize: (text, fieldName) => {
                if (fieldName === 'codes') {
                    return codeTerms(text);
                }
                const terms = indexTerms(text, { runs: fieldName === 'name' });
                terms.forEach(term => vocabulary.add(term));
                surfaceWords(text).forEach(word => words.add(word));
                return terms;
            },
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
        this.complete(documents);
    }

    /**
     * The same search as the constructor's, built a few hundred documents at a time with a pause for waiting
     * requests in between: at 10,000 products adding the documents takes seconds, during which the running shop
     * would otherwise answer nothing.
     */
    static async build(documents: SearchDocument[], synonyms: SearchSynonyms = SearchSynonyms.none) {
        const search = new CatalogSearch([], synonyms);
        await search.miniSearch.addAllAsync(documents, { chunkSize: BUILD_CHUNK });
        search.complete(documents);
        return search;
    }

    /** What is derived from the documents once they are all added: typo words, names, codes, weights. */
    private complete(documents: SearchDocument[]) {
        for (const document of documents) {
            this.weights.set(document.id, document.weight);
            if (document.weight < 1) {
                this.addOns.add(document.id);
            }
        }
        this.vocabulary = [...this.vocabularySet].sort();
        this.wordsByLength.clear();
        for (const word of this.words) {
            if (/^[a-z]{4,}$/.test(word)) {
                const sameLength = this.wordsByLength.get(word.length) ?? [];
                sameLength.push(word);
                this.wordsByLength.set(word.length, sameLength);
            }
        }
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
     * product has every word, the last words are let go one by one, since shoppers add refinements at the end ("lavatrice
     * rossa" answers the washing machines, not every red product); if even the first word alone finds nothing, the
     * products matching the most words are answered, so a typo beyond tolerance still finds something.
     */
    search(term: string): SearchHits {
        const compact = normalizeCode(term);
        const exactIds = compact ? (this.exact.get(compact) ?? []) : [];
        const groups = this.groups(this.corrected(parseQuery(term)));
        if (groups.length === 0 && exactIds.length === 0) {
            return { ids: [] };
        }
        const codeQuery = this.codeQuery(compact);
        let results = groups.length > 0 ? this.answer(term, groups, codeQuery) : [];
        if (results.length === 0 && exactIds.length === 0 && groups.length > 1) {
            for (let kept = groups.length - 1; kept >= 1 && results.length === 0; kept--) {
                results = this.answer(term, groups.slice(0, kept), null);
            }
            if (results.length === 0) {
                results = this.addOnsLast(
                    this.withPhraseBonus(
                        term,
                        this.bestCoverage(groups, this.run(groups, 'OR', codeQuery, TEXT_FIELDS)),
                    ),
                );
            }
        }
        const ids = [...exactIds];
        const seen = new Set(exactIds);
        for (const result of this.leadFirst(groups, results)) {
            if (!seen.has(result.id)) {
                seen.add(result.id);
                ids.push(result.id);
            }
        }
        return { ids };
    }

    /**
     * The products holding every group. Products that are what the query says come alone, services after them. When
     * only services are (a "garanzia"), they come first, then the products that merely mention the words in their
     * description or department; when nothing is, those products are the answer.
     */
    private answer(term: string, groups: QueryGroup[], codeQuery: Query | null): SearchResult[] {
        const defining = this.run(groups, 'AND', codeQuery, DEFINING_FIELDS);
        if (defining.some(result => !this.addOns.has(result.id))) {
            return this.addOnsLast(this.withPhraseBonus(term, defining));
        }
        const mentioning = this.addOnsLast(this.withPhraseBonus(term, this.run(groups, 'AND', codeQuery, TEXT_FIELDS)));
        return [...this.withPhraseBonus(term, defining), ...mentioning];
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

    /**
     * Reads as typos only the words the catalog does not hold (whole, or begun for the last word) and the synonym
     * rules do not name, and lets each match the catalog's words one edit away instead ("cufie" -> cuffie). A word the
     * catalog holds is never also matched as a typo of another: "cuffie" does not find "caffè".
     */
    private corrected(chunks: QueryChunk[]): QueryChunk[] {
        return chunks.map((chunk, chunkIndex) => {
            const isLastChunk = chunkIndex === chunks.length - 1;
            const parts = chunk.parts.map((part, partIndex) => {
                const beingTyped = isLastChunk && partIndex === chunk.parts.length - 1;
                if (part.fuzzy === 0 || this.isKnown(part, beingTyped)) {
                    return part;
                }
                const readings = this.wordsOneEditAway(part.word);
                const corrections = [...new Set(readings.map(stemItalian))];
                if (corrections.length === 0) {
                    return part;
                }
                if (corrections.length === 1) {
                    // One reading: the word as meant, so synonyms apply to it as to any word typed right.
                    return { ...part, term: corrections[0], word: readings[0], fuzzy: 0 as const };
                }
                return { ...part, corrections };
            });
            return { ...chunk, parts };
        });
    }

    private isKnown(part: QueryPart, beingTyped: boolean): boolean {
        return (
            this.vocabularySet.has(part.term) ||
            this.synonyms.terms.has(part.term) ||
            (beingTyped && this.isBegun(part.word))
        );
    }

    /** The catalog's words one letter inserted, deleted or replaced away from the word, a few at most. */
    private wordsOneEditAway(word: string): string[] {
        const found: string[] = [];
        for (let length = word.length - 1; length <= word.length + 1; length++) {
            for (const candidate of this.wordsByLength.get(length) ?? []) {
                if (withinOneEdit(word, candidate)) {
                    found.push(candidate);
                    if (found.length === MAX_TYPO_READINGS) {
                        return found;
                    }
                }
            }
        }
        return found;
    }

    /** Splits the query's chunks into groups, taking the longest phrase a synonym rule names at each point. */
    private groups(chunks: QueryChunk[]): QueryGroup[] {
        const groups: QueryGroup[] = [];
        let at = 0;
        while (at < chunks.length) {
            let taken = 1;
            let group: QueryGroup = { chunks: [chunks[at]], keepTyped: true, alternatives: [], lead: [], last: false };
            for (let length = Math.min(this.synonyms.longest, chunks.length - at); length >= 1; length--) {
                const span = chunks.slice(at, at + length);
                const expansion = this.synonyms.lookup(span);
                if (expansion) {
                    taken = length;
                    group = { chunks: span, ...expansion, last: false };
                    break;
                }
            }
            groups.push(group);
            at += taken;
        }
        if (groups.length > 0) {
            groups[groups.length - 1].last = true;
        }
        return groups;
    }

    /**
     * Products matching what a rule says the words mostly mean ("portatile": a notebook) come before those matching
     * the words otherwise, each part in its own order.
     */
    private leadFirst(groups: QueryGroup[], results: SearchResult[]): SearchResult[] {
        const leading = groups.filter(group => group.lead.length > 0);
        if (leading.length === 0) {
            return results;
        }
        const leads = (result: SearchResult) => {
            const matched = new Set(result.queryTerms);
            return leading.every(group => group.lead.some(phrase => phrase.every(term => matched.has(term))));
        };
        return [...results.filter(leads), ...results.filter(result => !leads(result))];
    }

    /** Services follow the products they go with, however well their short names score. */
    private addOnsLast(results: SearchResult[]): SearchResult[] {
        if (!results.some(result => this.addOns.has(result.id))) {
            return results;
        }
        return [
            ...results.filter(result => !this.addOns.has(result.id)),
            ...results.filter(result => this.addOns.has(result.id)),
        ];
    }

    private run(
        groups: QueryGroup[],
        combineWith: 'AND' | 'OR',
        codeQuery: Query | null,
        fields: string[],
    ): SearchResult[] {
        const text: Query = {
            combineWith,
            fields,
            queries: groups.map(group => this.groupQuery(group)),
        };
        const query: Query = codeQuery ? { combineWith: 'OR', queries: [text, codeQuery] } : text;
        return this.miniSearch.search(query);
    }

    /** Keeps the results that match the largest number of the query's groups, best score first. */
    private bestCoverage(groups: QueryGroup[], results: SearchResult[]): SearchResult[] {
        const groupTerms = groups.map(group => {
            const terms = new Set<string>(group.alternatives.flat());
            for (const chunk of group.chunks) {
                chunk.parts.forEach(part => [part.term, ...part.runs].forEach(term => terms.add(term)));
                if (chunk.joined) {
                    terms.add(chunk.joined);
                }
            }
            return terms;
        });
        const coverage = (result: SearchResult) => {
            const matched = new Set(result.queryTerms);
            return groupTerms.filter(terms => [...terms].some(term => matched.has(term))).length;
        };
        const scored = results.map(result => ({ result, covered: coverage(result) }));
        const best = Math.max(0, ...scored.map(entry => entry.covered));
        return scored.filter(entry => entry.covered === best && best > 0).map(entry => entry.result);
    }

    /**
     * Whether the catalog holds a term that begins with this word being typed. A word the catalog holds, whole or
     * begun, takes no typo: "cuffie" is a word of the catalog, so it never also finds "caffè".
     */
    private isBegun(term: string): boolean {
        let low = 0;
        let high = this.vocabulary.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.vocabulary[middle] < term) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low < this.vocabulary.length && this.vocabulary[low].startsWith(term);
    }

    /** A group: its words as typed (unless a rule sends them elsewhere), or any of the rule's phrases. */
    private groupQuery(group: QueryGroup): Query {
        const ways: Query[] = [];
        if (group.keepTyped) {
            const lastChunk = group.chunks.length - 1;
            const typed = group.chunks.map((chunk, index) => this.chunkQuery(chunk, group.last && index === lastChunk));
            ways.push(typed.length === 1 ? typed[0] : { combineWith: 'AND', queries: typed });
        }
        for (const phrase of group.alternatives) {
            ways.push({ combineWith: 'AND', queries: phrase, fuzzy: false, prefix: false });
        }
        return ways.length === 1 ? ways[0] : { combineWith: 'OR', queries: ways };
    }

    private partQuery(part: QueryPart, prefix: boolean): Query {
        const ways: Query[] = [
            { queries: [part.term, ...(part.corrections ?? [])], prefix: false, fuzzy: false, combineWith: 'OR' },
        ];
        if (prefix) {
            // A word being typed also matches the catalog's words that begin with it as typed (not as stemmed).
            ways.push({ queries: [part.word], prefix: true, fuzzy: false, combineWith: 'OR' });
        }
        if (part.runs.length >= 2) {
            // "iphone16" matches the name "iPhone 16" through its runs; the runs never take a typo or a prefix.
            ways.push({ combineWith: 'AND', queries: part.runs, prefix: false, fuzzy: false });
        }
        return ways.length === 1 ? ways[0] : { combineWith: 'OR', queries: ways };
    }

    /** One chunk: all its words, or the chunk joined into one word ("SM-A556B" typed either way). */
    private chunkQuery(chunk: QueryChunk, isLast: boolean): Query {
        const lastPart = chunk.parts.length - 1;
        const words: Query = {
            combineWith: 'AND',
            queries: chunk.parts.map((part, index) => this.partQuery(part, isLast && index === lastPart)),
        };
        if (!chunk.joined) {
            return words;
        }
        return {
            combineWith: 'OR',
            queries: [words, { queries: [chunk.joined], fuzzy: false, prefix: isLast, combineWith: 'OR' }],
        };
    }
}

function phraseWords(text: string): string {
    return foldText(text)
        .split(/[^a-z0-9]+/)
        .filter(word => word.length > 0)
        .join(' ');
}
