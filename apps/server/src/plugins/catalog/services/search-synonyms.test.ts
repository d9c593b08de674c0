import { describe, expect, it } from 'vitest';

import { searchSynonyms } from '../../../seed/search-synonyms';
import { parseQuery } from './italian-text';
import { checkSearchSynonyms, SearchSynonyms } from './search-synonyms';

const lookup = (synonyms: SearchSynonyms, text: string) => synonyms.lookup(parseQuery(text));

describe('search synonyms', () => {
    it('accepts the shipped list', () => {
        expect(checkSearchSynonyms(searchSynonyms)).toEqual({ ok: true, content: searchSynonyms });
    });

    it('refuses content staff could not have meant, saying where', () => {
        expect(checkSearchSynonyms({ rules: [{ words: ['frigo'] }] })).toEqual({
            ok: false,
            problems: ['rules.0: a rule without "find" needs at least two words to make equivalent'],
        });
        expect(checkSearchSynonyms({ rules: [{ words: ['frigo', ' '] }] })).toEqual({
            ok: false,
            problems: ['rules.0.words.1: an entry is empty'],
        });
        expect(checkSearchSynonyms({ rules: [{ words: ['--', 'frigo'] }] })).toEqual({
            ok: false,
            problems: ['rules.0.words.0: an entry has no searchable word'],
        });
        expect(checkSearchSynonyms({ rules: [{ words: ['phon'], find: [] }] })).toEqual({
            ok: false,
            problems: ['rules.0.find: "find" needs at least one word'],
        });
        expect(checkSearchSynonyms({ rules: [{ words: ['nero bianco rosso verde blu'], find: ['x'] }] }).ok).toBe(
            false,
        );
        expect(checkSearchSynonyms({ rules: [{ words: ['frigo', 'frigorifero'], extra: 1 }] }).ok).toBe(false);
        expect(checkSearchSynonyms({ synonyms: [] }).ok).toBe(false);
        expect(checkSearchSynonyms([]).ok).toBe(false);
    });

    it('makes the words of a rule without "find" lead to each other, in any form', () => {
        const synonyms = new SearchSynonyms([{ words: ['frigo', 'frigorifero'] }]);
        expect(lookup(synonyms, 'frigo')).toEqual({ keepTyped: true, alternatives: [['frigorifer']], lead: [] });
        expect(lookup(synonyms, 'FRIGORIFERI')).toEqual({ keepTyped: true, alternatives: [['frig']], lead: [] });
        expect(lookup(synonyms, 'lavatrice')).toBeUndefined();
    });

    it('sends the words of a rule with "find" to its targets only, unless they are among them', () => {
        const synonyms = new SearchSynonyms([
            { words: ['phon', 'fon'], find: ['asciugacapelli'] },
            { words: ['portatile'], find: ['portatile', 'notebook'] },
        ]);
        expect(lookup(synonyms, 'phon')).toEqual({ keepTyped: false, alternatives: [['asciugacapell']], lead: [] });
        expect(lookup(synonyms, 'asciugacapelli')).toBeUndefined();
        expect(lookup(synonyms, 'portatile')).toEqual({ keepTyped: true, alternatives: [['notebook']], lead: [] });
    });

    it('names what a rule says the words mostly mean, and refuses a "lead" that is not among its targets', () => {
        const synonyms = new SearchSynonyms([
            { words: ['portatile'], find: ['portatile', 'notebook'], lead: ['notebook'] },
        ]);
        expect(lookup(synonyms, 'portatile')).toEqual({
            keepTyped: true,
            alternatives: [['notebook']],
            lead: [['notebook']],
        });
        expect(
            checkSearchSynonyms({ rules: [{ words: ['portatile'], find: ['portatile'], lead: ['notebook'] }] }),
        ).toEqual({
            ok: false,
            problems: ['rules.0: "lead" names entries of "find" only'],
        });
    });

    it('matches entries of several words, and punctuated words joined', () => {
        const synonyms = new SearchSynonyms([
            { words: ['aria condizionata', 'climatizzatore'] },
            { words: ['wi-fi', 'wireless'] },
            { words: ['ps5', 'playstation 5'] },
        ]);
        expect(lookup(synonyms, 'aria condizionata')).toEqual({
            keepTyped: true,
            alternatives: [['climatizzator']],
            lead: [],
        });
        expect(lookup(synonyms, 'climatizzatori')).toEqual({
            keepTyped: true,
            alternatives: [['ari', 'condizionat']],
            lead: [],
        });
        expect(lookup(synonyms, 'wifi')).toEqual({ keepTyped: true, alternatives: [['wireless']], lead: [] });
        expect(lookup(synonyms, 'PS5')).toEqual({ keepTyped: true, alternatives: [['playstation', '5']], lead: [] });
        expect(synonyms.longest).toBe(2);
    });

    it('reads stored content that is not a valid list as no synonyms, so search still works', () => {
        expect(SearchSynonyms.fromContent({ rules: 'frigo' }).size).toBe(0);
        expect(SearchSynonyms.fromContent(searchSynonyms).size).toBeGreaterThan(40);
    });
});
