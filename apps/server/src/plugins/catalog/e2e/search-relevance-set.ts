/**
 * What shoppers type and what they must find, written from the demo catalog (src/seed/catalog/): each query's
 * expected product codes must all appear within its first `top` results. Shared by the relevance test and the
 * search benchmark.
 */

export interface RelevanceCase {
    query: string;
    /** Product codes that must all be among the first `top` results. */
    expected: string[];
    top: number;
    /** Product codes that must not be found at all. */
    absent?: string[];
    /** The query must find nothing. */
    none?: true;
    /** What the case checks. */
    why: string;
}

const WASHING_MACHINES = [
    'WGG244A9II',
    'WW90DB7U94GBU3',
    'F4WR709YB',
    'CO4107T1-S',
    'NFR548WIT',
    'EW7F394ST',
    'FFB8248SVIT',
    'HW100-B14979',
];
const FRIDGES = ['RB38C775CS9EF', 'GBB92STBAP', 'FAB32R', 'HTF-508DGS7', 'W7X93TOX', 'RB440N4AWE'];
const DRYERS = ['WQG24509IT', 'DV90T5240AES3', 'EW8H292SY', 'CSOEH9A2DES'];
const DISHWASHERS = ['SMS4HVI45E', 'WFC3C33PFX', 'STL324BQLH', 'CF3C7L0X'];
const HEADPHONES = ['WH1000XM5', '880066-0100', 'JBLT520BT', 'MQTP3ZM-A'];
const SAMSUNG_TVS = ['QE55S90DAEXZT', 'QE50Q60DAUXZT', 'QE65QN90DATXZT'];

export const relevanceSet: RelevanceCase[] = [
    // Italian singular and plural, case and accents
    { query: 'lavatrice', expected: WASHING_MACHINES, top: 8, why: 'singular finds every washing machine first' },
    { query: 'lavatrici', expected: WASHING_MACHINES, top: 8, why: 'plural finds the same' },
    { query: 'LAVATRICE', expected: WASHING_MACHINES, top: 8, why: 'case does not matter' },
    { query: 'frigorifero', expected: FRIDGES, top: 6, why: 'singular' },
    { query: 'frigoriferi', expected: FRIDGES, top: 6, why: 'plural' },
    { query: 'asciugatrice', expected: DRYERS, top: 4, why: 'singular' },
    { query: 'asciugatrici', expected: DRYERS, top: 4, why: 'plural' },
    { query: 'lavastoviglie', expected: DISHWASHERS, top: 4, why: 'plural-only word' },
    {
        query: 'televisore',
        expected: ['OLED55C44LA', 'QE55S90DAEXZT', 'K-55XR80M2', '65U7NQ'],
        top: 16,
        why: 'singular of the category name, absent from product names',
    },
    { query: 'televisori', expected: ['OLED55C44LA', '55C805', 'K-55S30'], top: 16, why: 'the category name' },
    { query: 'cuffia', expected: HEADPHONES, top: 9, why: 'singular cuffia finds cuffie' },
    { query: 'cuffie', expected: HEADPHONES, top: 9, why: 'plural' },
    { query: 'caffè', expected: ['ECAM22110B', 'ECF01', 'EC685M'], top: 6, why: 'accented word' },
    { query: 'caffe', expected: ['ECAM22110B', 'ECF01', 'EC685M'], top: 6, why: 'accent left out' },
    { query: 'CAFFÈ', expected: ['ECAM22110B', 'ECF01'], top: 6, why: 'upper case with accent' },
    { query: 'condizionatore', expected: ['FTXF35E-RXF35E', 'AR12TXFCAWKNEU', 'PACEL98ECO'], top: 3, why: 'category' },
    { query: 'climatizzatori', expected: ['FTXF35E-RXF35E', 'AR12TXFCAWKNEU', 'PACEL98ECO'], top: 3, why: 'plural' },
    { query: 'forno microonde', expected: ['MG23K3515AS', 'MWP253SB'], top: 2, why: 'two words, both required' },
    { query: 'robot aspirapolvere', expected: ['BHR8124EU'], top: 1, why: 'the one robot vacuum' },
    { query: 'scopa elettrica senza filo', expected: ['446986-01', '476617-01'], top: 2, why: 'a phrase' },

    // Brands and model names
    { query: 'samsung lavatrice', expected: ['WW90DB7U94GBU3'], top: 1, why: 'brand and kind' },
    { query: 'samsung tv', expected: SAMSUNG_TVS, top: 4, why: 'brand and short word' },
    { query: 'frigorifero smeg', expected: ['FAB32R'], top: 1, why: 'kind then brand' },
    { query: "de'longhi", expected: ['ECAM22110B', 'EC685M', 'PACEL98ECO'], top: 3, why: 'brand with apostrophe' },
    { query: 'delonghi', expected: ['ECAM22110B', 'EC685M', 'PACEL98ECO'], top: 3, why: 'brand typed joined' },
    { query: 'dyson', expected: ['446986-01', '476617-01', 'HD07-386732'], top: 3, why: 'brand only' },
    { query: 'iphone 16', expected: ['A3287', 'A3293', 'A3296', 'A3409'], top: 5, why: 'model family' },
    { query: 'iphone16', expected: ['A3287', 'A3293', 'A3296'], top: 5, why: 'model typed joined' },
    { query: 'galaxy s25 ultra', expected: ['SM-S938B'], top: 1, why: 'exact model' },
    { query: 'wh-1000xm5', expected: ['WH1000XM5'], top: 1, why: 'model name with dash' },
    { query: 'wh1000xm5', expected: ['WH1000XM5'], top: 1, why: 'model name without dash' },
    { query: '1000xm5', expected: ['WH1000XM5', 'WF1000XM5'], top: 2, why: 'shared part of two models' },
    { query: 'playstation 5', expected: ['CFI-2016B01Y', 'CFI-7021', 'USA-CFI-1216A'], top: 4, why: 'console' },
    { query: 'macbook air', expected: ['MRXN3T-A', 'RIC-MGN63'], top: 2, why: 'new and refurbished' },
    { query: 'airpods', expected: ['MTJV3ZM/A', 'MXP63ZM-A'], top: 2, why: 'model line' },
    { query: 'nintendo switch', expected: ['HEG-001', 'BEE-001', 'HACAFSSKA'], top: 4, why: 'brand and model' },
    { query: 'pixel 9a', expected: ['GA06413-IT'], top: 1, why: 'model with letter suffix' },
    { query: 'iphone ricondizionato', expected: ['RIC-A2882', 'RIC-A2638', 'MGJA3QL/A'], top: 3, why: 'condition' },
    { query: 'router wifi', expected: ['ARCHERAX55', 'ARCHERBE800', '20002944'], top: 4, why: 'Wi-Fi typed joined' },
    { query: 'power bank', expected: ['A1384-20K'], top: 1, why: 'two-word product kind' },

    // Codes: product code, SKU, merchant SKU, with or without punctuation
    { query: 'SM-A556B/DS', expected: ['SM-A556B/DS'], top: 1, why: 'product code with a slash' },
    { query: 'sm-a556b/ds', expected: ['SM-A556B/DS'], top: 1, why: 'lower case code' },
    { query: 'SMA556BDS', expected: ['SM-A556B/DS'], top: 1, why: 'code without punctuation' },
    { query: 'SM-S931B-256GB-BLU', expected: ['SM-S931B'], top: 1, why: 'variant SKU' },
    { query: 'ART4126307', expected: ['SM-A556B/DS'], top: 1, why: 'merchant SKU' },
    { query: 'art4126307', expected: ['SM-A556B/DS'], top: 1, why: 'merchant SKU in lower case' },
    { query: 'MTJV3ZM/A', expected: ['MTJV3ZM/A'], top: 1, why: 'Apple part number with a slash' },
    { query: 'OLED55C44LA', expected: ['OLED55C44LA'], top: 1, why: 'TV model code' },

    // One typo on words of five letters or more
    { query: 'lavatrce', expected: WASHING_MACHINES, top: 8, why: 'letter missing' },
    { query: 'frigorifro', expected: FRIDGES, top: 6, why: 'letter missing in a long word' },
    { query: 'samsumg lavatrice', expected: ['WW90DB7U94GBU3'], top: 1, why: 'wrong letter in the brand' },
    { query: 'asciugatrise', expected: DRYERS, top: 4, why: 'wrong letter' },
    { query: 'nintedo', expected: ['HEG-001', 'BEE-001'], top: 5, why: 'letter missing in a brand' },

    // No typo tolerance on short words
    { query: 'sonu', expected: [], top: 0, none: true, why: 'four letters: no typo allowed, so no Sony' },
    { query: 'olid', expected: [], top: 0, none: true, why: 'four letters: no typo allowed, so no OLED' },
    { query: 'bise', expected: [], top: 0, absent: ['880066-0100'], why: 'four letters: Bose is not found' },

    // Search as you type: the last word is a prefix
    { query: 'lavastov', expected: DISHWASHERS, top: 4, why: 'word being typed' },
    { query: 'frigo', expected: FRIDGES, top: 6, why: 'common short form' },
    { query: 'nintendo swi', expected: ['HEG-001', 'BEE-001', 'HACAFSSKA'], top: 4, why: 'second word being typed' },
];
