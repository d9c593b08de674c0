/**
 * Text processing for catalog search in Italian: accent and case folding, a light singular/plural stemmer,
 * and the tokenisation shared by indexing and querying, so both sides always agree on a word's form.
 */

/** Words too common to narrow a search; dropped from documents and queries alike. */
const STOPWORDS = new Set([
    'a',
    'ad',
    'al',
    'alla',
    'alle',
    'agli',
    'ai',
    'allo',
    'che',
    'con',
    'da',
    'dal',
    'dalla',
    'dai',
    'de',
    'dei',
    'del',
    'della',
    'delle',
    'dello',
    'degli',
    'di',
    'e',
    'ed',
    'gli',
    'i',
    'il',
    'in',
    'la',
    'le',
    'lo',
    'nel',
    'nella',
    'nei',
    'o',
    'per',
    'su',
    'sul',
    'sulla',
    'tra',
    'fra',
    'un',
    'una',
    'uno',
]);

/** Lower case without accents: "Caffè" and "CAFFE" become the same word. */
export function foldText(text: string): string {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
}

/**
 * A product or article code compared as people type it: case, dashes, slashes and spaces do not matter,
 * so "SM-A556B/DS", "sm-a556b/ds" and "SMA556BDS" are one code.
 */
export function normalizeCode(code: string): string {
    return foldText(code).replace(/[^a-z0-9]/g, '');
}

export function isStopword(word: string): boolean {
    return STOPWORDS.has(word);
}

/**
 * Reduces an Italian word to a stem shared by its singular and plural (lavatrice/lavatrici, cuffia/cuffie,
 * frigorifero/frigoriferi, banca/banche). Only the final vowel ending goes: a stem never changes meaning,
 * it only merges the forms of one word. Words with digits are codes or sizes and stay as they are.
 */
export function stemItalian(word: string): string {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) {
        return word;
    }
    let stem = word;
    if (word.length >= 5 && /(che|chi|ghe|ghi)$/.test(word)) {
        // The "h" only keeps the consonant hard before e/i: banche -> banc, like banca -> banc.
        stem = word.slice(0, -2);
    } else if (word.length >= 5 && /(ii|io|ia|ie)$/.test(word)) {
        stem = word.slice(0, -2);
    } else if (/[aeio]$/.test(word)) {
        stem = word.slice(0, -1);
    }
    return stem.length >= 3 ? stem : word;
}

/** Letter runs and digit runs of a mixed word: "1000xm5" -> 1000, xm, 5. */
function runsOf(part: string): string[] {
    return part.match(/[a-z]+|[0-9]+/g) ?? [];
}

function isMixed(part: string): boolean {
    return /[a-z]/.test(part) && /[0-9]/.test(part);
}

/** One whitespace-separated chunk of text, folded and cut at punctuation: "WH-1000XM5" -> wh, 1000xm5. */
function chunkParts(chunk: string): string[] {
    return foldText(chunk)
        .split(/[^a-z0-9]+/)
        .filter(part => part.length > 0);
}

/**
 * The terms a text field is indexed under. Besides each word's stem, a word joined by punctuation is also
 * indexed whole ("De'Longhi" -> delonghi, "Wi-Fi" -> wifi, "WH-1000XM5" -> wh1000xm5) and a word mixing letters
 * and digits also by its runs ("iPhone16" -> iphone, 16), so model names match however they are typed. Runs are for
 * names only: in a specification "A16 Bionic" is a chip, and "16" there must not make an iPhone 15 an "iphone 16".
 */
export function indexTerms(text: string, options: { runs: boolean } = { runs: true }): string[] {
    const terms: string[] = [];
    for (const chunk of text.split(/\s+/)) {
        const parts = chunkParts(chunk);
        for (const part of parts) {
            if (!isStopword(part)) {
                terms.push(stemItalian(part));
            }
            if (options.runs && isMixed(part)) {
                terms.push(...runsOf(part).map(stemItalian));
            }
        }
        if (parts.length > 1) {
            const joined = parts.join('');
            terms.push(isMixed(joined) ? joined : stemItalian(joined));
        }
    }
    return terms;
}

/** Codes are indexed whole and compact, one per whitespace-separated entry. */
export function codeTerms(text: string): string[] {
    return text
        .split(/\s+/)
        .map(normalizeCode)
        .filter(code => code.length > 0);
}

/** One word of a query, with what it may match. */
export interface QueryPart {
    /** The stemmed word, as the index holds it. */
    term: string;
    /**
     * The word as typed, folded: a word being typed is looked up as the start of this, not of its stem ("bose" must
     * not find "Bosch" through the stem "bos").
     */
    word: string;
    /** For words mixing letters and digits: the stemmed runs, all of which must match instead. */
    runs: string[];
    /**
     * Typos tolerated: one on words of five letters or more, none on shorter words or codes. Only a word the catalog
     * does not hold is read as a typo (see CatalogSearch).
     */
    fuzzy: 0 | 1;
    /** For a word read as a typo: the stems of the catalog's words one edit away, any of which may match. */
    corrections?: string[];
}

/** A whitespace-separated piece of the query: its words, and the words joined when punctuation split them. */
export interface QueryChunk {
    parts: QueryPart[];
    /** "SM-A556B" as one word, when the chunk held more than one; else null. */
    joined: string | null;
}

/** Longest query the search looks at, in chunks: enough for any real search, and a cap on the work one query costs. */
export const MAX_QUERY_CHUNKS = 12;

/**
 * Splits a shopper's query into chunks and words, processed exactly as the index processes text.
 * Stopwords are dropped unless the query holds nothing else.
 */
export function parseQuery(term: string): QueryChunk[] {
    const build = (dropStopwords: boolean): QueryChunk[] => {
        const chunks: QueryChunk[] = [];
        for (const chunk of term.split(/\s+/)) {
            const words = chunkParts(chunk);
            const parts: QueryPart[] = words
                .filter(word => !dropStopwords || !isStopword(word))
                .map(word => ({
                    term: stemItalian(word),
                    word,
                    runs: isMixed(word) ? runsOf(word).map(stemItalian) : [],
                    fuzzy: /^[a-z]{5,}$/.test(word) ? 1 : 0,
                }));
            if (parts.length === 0) {
                continue;
            }
            const joinedWord = words.length > 1 ? words.join('') : null;
            const joined = joinedWord === null ? null : isMixed(joinedWord) ? joinedWord : stemItalian(joinedWord);
            chunks.push({ parts, joined });
            if (chunks.length === MAX_QUERY_CHUNKS) {
                break;
            }
        }
        return chunks;
    };
    const chunks = build(true);
    return chunks.length > 0 ? chunks : build(false);
}

/** The words of a text as typed (folded, split at punctuation): what a typo is compared with. */
export function surfaceWords(text: string): string[] {
    return foldText(text)
        .split(/[^a-z0-9]+/)
        .filter(word => word.length > 0);
}

/** Whether two words differ by at most one letter inserted, deleted or replaced ("cufie" and "cuffie"). */
export function withinOneEdit(a: string, b: string): boolean {
    if (Math.abs(a.length - b.length) > 1) {
        return false;
    }
    const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
    let i = 0;
    while (i < shorter.length && shorter[i] === longer[i]) {
        i++;
    }
    if (i === shorter.length) {
        return true;
    }
    // The first difference: skip it in the longer word (an insertion) or in both (a replacement).
    const rest = shorter.length === longer.length ? i + 1 : i;
    return shorter.slice(rest) === longer.slice(i + 1);
}

/** Plain text of staff-written HTML, for indexing descriptions. */
export function htmlToText(html: string): string {
    return html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim();
}
