import { describe, expect, it } from 'vitest';

import {
    foldText,
    htmlToText,
    indexTerms,
    normalizeCode,
    parseQuery,
    stemItalian,
    surfaceWords,
    withinOneEdit,
} from './italian-text';

describe('Italian text processing for search', () => {
    it('folds case and accents', () => {
        expect(foldText('Caffè PERCHÉ Più')).toBe('caffe perche piu');
        expect(foldText('CAFFÈ')).toBe(foldText('caffe'));
    });

    it.each([
        ['lavatrice', 'lavatrici'],
        ['frigorifero', 'frigoriferi'],
        ['televisore', 'televisori'],
        ['asciugatrice', 'asciugatrici'],
        ['cuffia', 'cuffie'],
        ['accessorio', 'accessori'],
        ['banca', 'banche'],
        ['rasoio', 'rasoi'],
        ['grigio', 'grigia'],
    ])('gives %s and %s one stem', (singular, plural) => {
        expect(stemItalian(singular)).toBe(stemItalian(plural));
    });

    it('stems to the exact forms the index stores', () => {
        expect(stemItalian('lavatrici')).toBe('lavatric');
        expect(stemItalian('cuffie')).toBe('cuff');
        expect(stemItalian('banche')).toBe('banc');
        expect(stemItalian('frigorifero')).toBe('frigorifer');
    });

    it('leaves short words, words with digits and consonant endings alone', () => {
        expect(stemItalian('tv')).toBe('tv');
        expect(stemItalian('blu')).toBe('blu');
        expect(stemItalian('s25')).toBe('s25');
        expect(stemItalian('samsung')).toBe('samsung');
        expect(stemItalian('notebook')).toBe('notebook');
    });

    it('keeps stems at three letters at least', () => {
        expect(stemItalian('idea')).toBe('ide');
        expect(stemItalian('ape')).toBe('ape');
    });

    it('normalises codes so punctuation and case never matter', () => {
        expect(normalizeCode('SM-A556B/DS')).toBe('sma556bds');
        expect(normalizeCode('sm-a556b/ds')).toBe('sma556bds');
        expect(normalizeCode('SMA556BDS')).toBe('sma556bds');
        expect(normalizeCode(' MTJV3ZM/A ')).toBe('mtjv3zma');
        expect(normalizeCode('ART4126307')).toBe('art4126307');
    });

    it('indexes words by stem, joined across punctuation, and mixed words by their runs', () => {
        expect(indexTerms('Sony WH-1000XM5 cuffie')).toEqual([
            'sony',
            'wh',
            '1000xm5',
            '1000',
            'xm',
            '5',
            'wh1000xm5',
            'cuff',
        ]);
        expect(indexTerms("De'Longhi Magnifica")).toEqual(['long', 'delong', 'magnific']);
        // Outside names a mixed word is a chip or a size, not a model typed joined: no runs.
        expect(indexTerms('Apple A16 Bionic', { runs: false })).toEqual(['appl', 'a16', 'bionic']);
        // The joined word is stemmed like any other, so the query "wifi" finds "Wi-Fi".
        expect(indexTerms('router Wi-Fi')).toEqual(['router', 'wi', 'fi', 'wif']);
        expect(parseQuery('wifi')[0].parts[0].term).toBe('wif');
    });

    it('drops stopwords from documents', () => {
        expect(indexTerms('macchina da caffè per la casa')).toEqual(['macchin', 'caff', 'cas']);
    });

    it('parses a query the way documents are indexed, with typo tolerance only on words of five letters or more', () => {
        expect(parseQuery('Lavatrici Samsung')).toEqual([
            { parts: [{ term: 'lavatric', word: 'lavatrici', runs: [], fuzzy: 1 }], joined: null },
            { parts: [{ term: 'samsung', word: 'samsung', runs: [], fuzzy: 1 }], joined: null },
        ]);
        expect(parseQuery('sony tv')).toEqual([
            { parts: [{ term: 'sony', word: 'sony', runs: [], fuzzy: 0 }], joined: null },
            { parts: [{ term: 'tv', word: 'tv', runs: [], fuzzy: 0 }], joined: null },
        ]);
    });

    it('parses codes into their words, their joined form and the runs of mixed words', () => {
        expect(parseQuery('SM-A556B/DS')).toEqual([
            {
                parts: [
                    { term: 'sm', word: 'sm', runs: [], fuzzy: 0 },
                    { term: 'a556b', word: 'a556b', runs: ['a', '556', 'b'], fuzzy: 0 },
                    { term: 'ds', word: 'ds', runs: [], fuzzy: 0 },
                ],
                joined: 'sma556bds',
            },
        ]);
        expect(parseQuery('iphone16')[0].parts[0]).toEqual({
            term: 'iphone16',
            word: 'iphone16',
            runs: ['iphon', '16'],
            fuzzy: 0,
        });
    });

    it('drops stopwords from queries unless nothing else is left', () => {
        expect(parseQuery('macchina per caffè').map(chunk => chunk.parts[0].term)).toEqual(['macchin', 'caff']);
        expect(parseQuery('di').map(chunk => chunk.parts[0].term)).toEqual(['di']);
        expect(parseQuery('   ')).toEqual([]);
    });

    it('caps the query at twelve chunks', () => {
        expect(parseQuery(Array.from({ length: 30 }, (_, i) => `parola${i}`).join(' '))).toHaveLength(12);
    });

    it('tells words one letter inserted, deleted or replaced apart from words further away', () => {
        expect(withinOneEdit('cufie', 'cuffie')).toBe(true);
        expect(withinOneEdit('cuffie', 'cufie')).toBe(true);
        expect(withinOneEdit('samsumg', 'samsung')).toBe(true);
        expect(withinOneEdit('lavatrce', 'lavatrice')).toBe(true);
        expect(withinOneEdit('lavatrice', 'lavatrice')).toBe(true);
        expect(withinOneEdit('lavastoviglia', 'lavastoviglie')).toBe(true);
        expect(withinOneEdit('cuffie', 'caffe')).toBe(false);
        expect(withinOneEdit('cuffie', 'caffè')).toBe(false);
        expect(withinOneEdit('televisre', 'televisori')).toBe(false);
        expect(withinOneEdit('nintedo', 'nintendo')).toBe(true);
        expect(withinOneEdit('ab', 'abcd')).toBe(false);
    });

    it('gives the words of a text as typed, for typos to be compared with', () => {
        expect(surfaceWords("Macchina da caffè De'Longhi ECAM22.110.B")).toEqual([
            'macchina',
            'da',
            'caffe',
            'de',
            'longhi',
            'ecam22',
            '110',
            'b',
        ]);
    });

    it('reads staff HTML as plain text', () => {
        expect(htmlToText('<p>Ricambi &amp; manodopera<br/>inclusi</p><ul><li>3&nbsp;anni</li></ul>')).toBe(
            'Ricambi & manodopera inclusi 3 anni',
        );
    });
});
