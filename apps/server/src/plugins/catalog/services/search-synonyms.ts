/**
 * The words shoppers type for what the catalog names otherwise ("frigo" for frigorifero, "phon" for asciugacapelli),
 * kept by staff in the CMS block `search-synonyms` so a new word needs no deploy. The block's content:
 *
 *     { "rules": [
 *         { "words": ["frigo", "frigorifero"] },
 *         { "words": ["phon", "fon"], "find": ["asciugacapelli"] }
 *     ] }
 *
 * A rule with `words` only makes them equivalent: typing any one finds the products named by any other. A rule with
 * `find` sends the typed words to those words instead, and only to them ("phon" must not find the Nothing Phone, whose
 * name shares its stem): list a typed word under `find` as well to keep it. Entries may be several words ("aria
 * condizionata", "playstation 5"); singular and plural, case and accents do not matter, as everywhere in search.
 *
 * `lead`, beside `find`, names the entries of `find` the words mostly mean: products matching one of them come before
 * the others ("portatile" alone is mostly a notebook, then the speakers and air conditioners that are portable).
 */
import { z } from 'zod';

import { parseQuery, QueryChunk, surfaceWords } from './italian-text';

export const SEARCH_SYNONYMS_BLOCK = 'search-synonyms';
/** Synonyms apply to Italian searches, the shop's one locale. */
export const SEARCH_SYNONYMS_LOCALE = 'it';

/** Longest entry, in words: enough for "macchina del caffè", and a cap on the work a query costs. */
export const MAX_SYNONYM_WORDS = 4;
const MAX_RULES = 2_000;

/** What is wrong with one entry, or null. */
function entryProblem(text: string): string | null {
    if (text.length === 0) {
        return 'an entry is empty';
    }
    if (text.length > 80) {
        return 'an entry is longer than 80 characters';
    }
    const words = parseQuery(text).length;
    if (words === 0) {
        return 'an entry has no searchable word';
    }
    return words > MAX_SYNONYM_WORDS ? `an entry has more than ${MAX_SYNONYM_WORDS} words` : null;
}

const entry = z
    .string()
    .trim()
    .superRefine((text, context) => {
        const problem = entryProblem(text);
        if (problem) {
            context.addIssue({ code: 'custom', message: problem });
        }
    });

const rule = z
    .object({
        words: z.array(entry).min(1, 'a rule needs at least one word'),
        find: z.array(entry).min(1, '"find" needs at least one word').optional(),
        lead: z.array(entry).min(1, '"lead" needs at least one word').optional(),
    })
    .strict()
    .refine(value => value.find !== undefined || value.words.length >= 2, {
        message: 'a rule without "find" needs at least two words to make equivalent',
    })
    .refine(
        value =>
            value.lead === undefined ||
            value.lead.every(text =>
                value.find?.some(target => phraseOf(target).join(' ') === phraseOf(text).join(' ')),
            ),
        { message: '"lead" names entries of "find" only' },
    );

const content = z.object({ rules: z.array(rule).max(MAX_RULES) }).strict();

export type SearchSynonymsContent = z.infer<typeof content>;

/** Checks a `search-synonyms` block's content; the problems are given as paths and messages staff can act on. */
export function checkSearchSynonyms(
    value: unknown,
): { ok: true; content: SearchSynonymsContent } | { ok: false; problems: string[] } {
    const parsed = content.safeParse(value);
    if (parsed.success) {
        return { ok: true, content: parsed.data };
    }
    return {
        ok: false,
        problems: parsed.error.issues.map(issue =>
            issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        ),
    };
}

/** An entry as the index holds its words: one term per word, punctuated words joined ("wi-fi" -> wifi). */
export type SynonymPhrase = string[];

/** The key of one query chunk: the form it is compared with synonym entries in. */
export function chunkKey(chunk: QueryChunk): string {
    return chunk.joined ?? chunk.parts[0].term;
}

function phraseOf(text: string): SynonymPhrase {
    return parseQuery(text).map(chunkKey);
}

/** Where a query's words lead besides themselves. */
export interface SynonymExpansion {
    /** The typed phrase stays a way to match. */
    keepTyped: boolean;
    /** Other phrases that match instead, each word required. */
    alternatives: SynonymPhrase[];
    /** Phrases whose products come first: what the words mostly mean. */
    lead: SynonymPhrase[];
}

/** The rules compiled for lookups by a query's words. */
export class SearchSynonyms {
    static readonly none = new SearchSynonyms([]);

    /** Typed phrase (terms joined by a space) -> what it expands to. */
    private readonly byPhrase = new Map<string, SynonymExpansion>();
    /** Longest typed phrase among the rules, in words. */
    readonly longest: number;
    /** Every word the rules name, as the index holds words: words the shop knows, never read as typos. */
    readonly terms = new Set<string>();
    /** The same words as written, folded: what a typo may be corrected to ("televisre" -> televisore). */
    readonly words = new Set<string>();

    constructor(rules: SearchSynonymsContent['rules']) {
        let longest = 0;
        for (const { words, find, lead } of rules) {
            for (const text of [...words, ...(find ?? [])]) {
                phraseOf(text).forEach(term => this.terms.add(term));
                surfaceWords(text).forEach(word => this.words.add(word));
            }
            const typed = words.map(phraseOf);
            const targets = find ? find.map(phraseOf) : typed;
            for (const phrase of typed) {
                const key = phrase.join(' ');
                const expansion = this.byPhrase.get(key) ?? { keepTyped: true, alternatives: [], lead: [] };
                for (const text of lead ?? []) {
                    const phrase = phraseOf(text);
                    if (!expansion.lead.some(known => known.join(' ') === phrase.join(' '))) {
                        expansion.lead.push(phrase);
                    }
                }
                if (find) {
                    // A one-way rule replaces the typed words, unless it lists them among its targets.
                    expansion.keepTyped = targets.some(target => target.join(' ') === key);
                }
                for (const target of targets) {
                    const targetKey = target.join(' ');
                    if (targetKey !== key && !expansion.alternatives.some(known => known.join(' ') === targetKey)) {
                        expansion.alternatives.push(target);
                    }
                }
                this.byPhrase.set(key, expansion);
                longest = Math.max(longest, phrase.length);
            }
        }
        this.longest = longest;
    }

    /** Reads a stored block's content; content that is not a valid list gives no synonyms rather than no search. */
    static fromContent(value: unknown): SearchSynonyms {
        const checked = checkSearchSynonyms(value);
        return checked.ok ? new SearchSynonyms(checked.content.rules) : SearchSynonyms.none;
    }

    get size(): number {
        return this.byPhrase.size;
    }

    /** What the phrase made of these query chunks expands to, if a rule names it. */
    lookup(chunks: QueryChunk[]): SynonymExpansion | undefined {
        return this.byPhrase.get(chunks.map(chunkKey).join(' '));
    }
}
