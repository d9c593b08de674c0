import { describe, expect, it } from 'vitest';

import { CatalogSearch, categoryFields, SearchDocument } from './catalog-search';
import { SearchSynonyms } from './search-synonyms';

function document(id: number, name: string, extra: Partial<SearchDocument> = {}): SearchDocument {
    return {
        id,
        name,
        brand: '',
        category: '',
        department: '',
        attributes: '',
        details: '',
        codes: `CODE-${id}`,
        exactCodes: [`CODE-${id}`],
        weight: 1,
        ...extra,
    };
}

const documents: SearchDocument[] = [
    document(0, 'Sony WH-1000XM5 cuffie wireless', { brand: 'Sony', category: 'Cuffie', department: 'TV e Audio' }),
    document(1, 'Smeg ECF01 macchina da caffè espresso', { brand: 'Smeg', category: 'Macchine da caffè' }),
    document(2, 'Samsung Bespoke frigorifero combinato', { brand: 'Samsung', category: 'Frigoriferi' }),
    document(3, 'Dyson Supersonic asciugacapelli', { brand: 'Dyson', category: 'Asciugacapelli' }),
    document(4, 'Nothing Phone (3a) 128 GB', { brand: 'Nothing', category: 'Smartphone' }),
    document(5, 'Bose QuietComfort Ultra Headphones', { brand: 'Bose', category: 'Cuffie' }),
    document(6, 'Bosch Serie 6 lavatrice 9 kg', { brand: 'Bosch', category: 'Lavatrici' }),
    document(7, 'Sony Xperia 10 VI', {
        brand: 'Sony',
        category: 'Smartphone',
        details: 'Jack per le cuffie da 3,5 mm',
    }),
    document(8, 'Installazione lavatrice', { category: 'Installazione', weight: 0.5 }),
    document(9, 'Daikin Sensira climatizzatore inverter', { brand: 'Daikin', category: 'Condizionatori' }),
    document(10, 'Anker Power Bank 20.000 mAh', {
        brand: 'Anker',
        ...categoryFields([{ name: 'Caricabatterie e power bank', isDepartment: false }]),
    }),
    document(11, 'Samsung caricabatterie da parete 25 W', {
        brand: 'Samsung',
        ...categoryFields([{ name: 'Caricabatterie e power bank', isDepartment: false }]),
    }),
    document(12, 'Estensione di garanzia 2 anni', { category: 'Garanzie', weight: 0.5 }),
    document(13, 'Apple iPhone 14 ricondizionato', { category: 'Smartphone', details: 'Garanzia di 12 mesi' }),
];

const synonyms = new SearchSynonyms([
    { words: ['frigo', 'frigorifero'] },
    { words: ['phon', 'fon'], find: ['asciugacapelli'] },
    { words: ['condizionatore', 'climatizzatore', 'aria condizionata'] },
    { words: ['telefonino', 'cellulare'], find: ['smartphone'] },
]);

const search = new CatalogSearch(documents, synonyms);
const ids = (term: string) => search.search(term).ids;

describe('catalog search', () => {
    describe('typos', () => {
        it('never reads a word the catalog holds as a typo of another: "cuffie" does not find "caffè"', () => {
            expect(ids('cuffie')).toEqual([0, 5]);
            expect(ids('caffè')).toEqual([1]);
            expect(ids('caffe')).toEqual([1]);
        });

        it('reads a word the catalog does not hold as one typo away from the words it does hold', () => {
            expect(ids('cufie')).toEqual([0, 5]);
            expect(ids('lavatrce')).toEqual([6, 8]);
            expect(ids('samsumg frigorifero')).toEqual([2]);
        });

        it('takes no typo in words shorter than five letters', () => {
            expect(ids('sonu')).toEqual([]);
        });

        it('matches a word being typed by its start as typed, not by its stem: "bose" is not "Bosch"', () => {
            expect(ids('bose')).toEqual([5]);
            expect(ids('bos')).toEqual(expect.arrayContaining([5, 6]));
            expect(ids('lavatr')).toEqual([6, 8]);
        });
    });

    describe('synonyms', () => {
        it('finds the products named by any word of an equivalence', () => {
            expect(ids('frigo')).toEqual([2]);
            expect(ids('frighi')).toEqual([2]);
            expect(ids('frigo samsung')).toEqual([2]);
        });

        it('sends the words of a one-way rule to its targets only: "phon" is not the Nothing Phone', () => {
            expect(ids('phon')).toEqual([3]);
            expect(ids('fon')).toEqual([3]);
            expect(ids('telefonino')).toEqual([4, 7, 13]);
        });

        it('matches a rule naming several words as a phrase', () => {
            expect(ids('aria condizionata')).toEqual([9]);
            expect(ids('condizionatore daikin')).toEqual([9]);
        });

        it('corrects a typo to a word a rule names, then applies the rule', () => {
            expect(ids('telefonono')).toEqual([4, 7, 13]);
        });

        it('has no synonyms without rules', () => {
            expect(new CatalogSearch(documents).search('frigo').ids).toEqual([2]);
            expect(new CatalogSearch(documents).search('phon').ids).toEqual([4]);
        });
    });

    describe('precision of the first page', () => {
        it('leaves out products that only mention the words when some product is what the query says', () => {
            // The Xperia's description has "cuffie" (a headphone jack): it is not headphones.
            expect(ids('cuffie')).not.toContain(7);
        });

        it('finds products by their description when no product is what the query says', () => {
            expect(ids('jack')).toEqual([7]);
        });

        it('does not take a category named for two kinds as what each of its products is', () => {
            expect(ids('power bank')).toEqual([10]);
            expect(ids('caricabatterie')).toEqual([11]);
        });

        it('lets the last words go when no product has them all: they are the refinements', () => {
            // No red washing machine: the washing machines, not every red product.
            expect(
                new CatalogSearch([...documents, document(20, 'Smeg bollitore', { attributes: 'Rosso' })]).search(
                    'lavatrice rossa',
                ).ids,
            ).toEqual([6, 8]);
            // A first word beyond a typo: the products holding the most words.
            expect(ids('samsugn frigorifero')).toEqual([2]);
        });

        it('puts services after the products they go with', () => {
            expect(ids('lavatrice')).toEqual([6, 8]);
        });

        it('puts services first when only services are what the query says, then the products that mention it', () => {
            expect(ids('garanzia')).toEqual([12, 13]);
        });
    });

    it('splits category names between what a product is and what only backs a match up', () => {
        expect(
            categoryFields([
                { name: 'TV e Audio', isDepartment: true },
                { name: 'Audio', isDepartment: false },
                { name: 'Cuffie', isDepartment: false },
            ]),
        ).toEqual({ category: 'Audio Cuffie', department: 'TV e Audio' });
        expect(
            categoryFields([
                { name: 'Informatica', isDepartment: true },
                { name: 'Monitor e periferiche', isDepartment: false },
                { name: 'Stampanti', isDepartment: false },
            ]),
        ).toEqual({ category: 'Stampanti', department: 'Informatica Monitor e periferiche' });
    });
});
