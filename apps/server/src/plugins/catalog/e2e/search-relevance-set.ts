/**
 * What shoppers type and what they must find, written from the demo catalog (src/seed/catalog/): each query's
 * expected product codes must all appear within its first `top` results, and the first page must hold what the query
 * asks for all the way down: precision is measured on the first result and the first ten. Shared by the relevance
 * test and the search benchmark.
 */
import { catalog } from '../../../seed/catalog';
import type { SeedCategory } from '../../../seed/catalog/types';

export interface RelevanceCase {
    query: string;
    /** Product codes that must all be among the first `top` results. */
    expected: string[];
    top: number;
    /** Product codes that must not be found at all. */
    absent?: string[];
    /** The query must find nothing. */
    none?: true;
    /**
     * What a shopper counts as a right answer on the first page: the products of these categories (at any depth) and
     * these codes. When absent, the expected codes are the right answers.
     */
    relevant?: { categories?: string[]; codes?: string[] };
    /** What the case checks. */
    why: string;
}

/** Precision is read on the first page's first ten products. */
export const PRECISION_DEPTH = 10;

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

/** Services are not sold alone, so search never answers them (they come with their products' pages). */
const WASHER_ANSWERS = { categories: ['lavatrici'] };
const DISHWASHER_ANSWERS = { categories: ['lavastoviglie'] };
const TV_ANSWERS = { categories: ['televisori'] };
const HEADPHONE_ANSWERS = { categories: ['cuffie'] };
const COFFEE_ANSWERS = { categories: ['macchine-caffe'] };
const AIR_CONDITIONING_ANSWERS = { categories: ['condizionatori'] };
const SMARTPHONE_ANSWERS = { categories: ['smartphone'] };
const LAPTOP_ANSWERS = { categories: ['notebook'] };
const NOTEBOOKS = catalog.products.filter(product => product.categorySlug === 'notebook').map(product => product.code);
const IPHONE_16 = ['A3287', 'A3293', 'A3296', 'A3409'];
/** The iPhone 16's own accessories are what a shopper typing the model may want too. */
const IPHONE_16_ANSWERS = { codes: [...IPHONE_16, 'APL-CSIL16', 'OVA161ZZ'] };

export const relevanceSet: RelevanceCase[] = [
    // Italian singular and plural, case and accents
    {
        query: 'lavatrice',
        expected: WASHING_MACHINES,
        top: 8,
        relevant: WASHER_ANSWERS,
        why: 'singular finds every washing machine first',
    },
    { query: 'lavatrici', expected: WASHING_MACHINES, top: 8, relevant: WASHER_ANSWERS, why: 'plural finds the same' },
    { query: 'LAVATRICE', expected: WASHING_MACHINES, top: 8, relevant: WASHER_ANSWERS, why: 'case does not matter' },
    { query: 'frigorifero', expected: FRIDGES, top: 6, why: 'singular' },
    { query: 'frigoriferi', expected: FRIDGES, top: 6, why: 'plural' },
    { query: 'asciugatrice', expected: DRYERS, top: 4, why: 'singular' },
    { query: 'asciugatrici', expected: DRYERS, top: 4, why: 'plural' },
    { query: 'lavastoviglie', expected: DISHWASHERS, top: 4, relevant: DISHWASHER_ANSWERS, why: 'plural-only word' },
    {
        query: 'televisore',
        expected: ['OLED55C44LA', 'QE55S90DAEXZT', 'K-55XR80M2', '65U7NQ'],
        top: 16,
        relevant: TV_ANSWERS,
        why: 'singular of the category name, absent from product names',
    },
    {
        query: 'televisori',
        expected: ['OLED55C44LA', '55C805', 'K-55S30'],
        top: 16,
        relevant: TV_ANSWERS,
        why: 'the category name',
    },
    { query: 'cuffia', expected: HEADPHONES, top: 9, relevant: HEADPHONE_ANSWERS, why: 'singular cuffia finds cuffie' },
    { query: 'cuffie', expected: HEADPHONES, top: 9, relevant: HEADPHONE_ANSWERS, why: 'plural' },
    {
        query: 'caffè',
        expected: ['ECAM22110B', 'ECF01', 'EC685M'],
        top: 6,
        relevant: COFFEE_ANSWERS,
        why: 'accented word',
    },
    {
        query: 'caffe',
        expected: ['ECAM22110B', 'ECF01', 'EC685M'],
        top: 6,
        relevant: COFFEE_ANSWERS,
        why: 'accent left out',
    },
    { query: 'CAFFÈ', expected: ['ECAM22110B', 'ECF01'], top: 6, relevant: COFFEE_ANSWERS, why: 'upper case, accent' },
    {
        query: 'condizionatore',
        expected: ['FTXF35E-RXF35E', 'AR12TXFCAWKNEU', 'PACEL98ECO'],
        top: 3,
        relevant: AIR_CONDITIONING_ANSWERS,
        why: 'category',
    },
    {
        query: 'climatizzatori',
        expected: ['FTXF35E-RXF35E', 'AR12TXFCAWKNEU', 'PACEL98ECO'],
        top: 3,
        relevant: AIR_CONDITIONING_ANSWERS,
        why: 'plural',
    },
    { query: 'forno microonde', expected: ['MG23K3515AS', 'MWP253SB'], top: 2, why: 'two words, both required' },
    { query: 'robot aspirapolvere', expected: ['BHR8124EU'], top: 1, why: 'the one robot vacuum' },
    { query: 'scopa elettrica senza filo', expected: ['446986-01', '476617-01'], top: 2, why: 'a phrase' },
    { query: 'congelatore', expected: ['LUT5NE26W', 'CMCH202EL'], top: 2, why: 'singular of a category' },
    { query: 'bollitore', expected: ['KLF03', 'TWK3P420'], top: 2, why: 'small appliance' },
    { query: 'frullatore', expected: ['BLF01', 'MQ7035X'], top: 2, why: 'small appliance' },
    { query: 'ferro da stiro', expected: ['DW5320'], top: 1, why: 'phrase with a stopword' },
    { query: 'rasoio', expected: ['S9560CC', 'QP6541-15'], top: 2, why: 'shaver' },
    { query: 'asciugacapelli', expected: ['HD07-386732', '11487'], top: 2, why: 'hair dryer' },
    { query: 'stampante', expected: ['HLL2400DWZU1'], top: 1, relevant: { categories: ['stampanti'] }, why: 'printer' },
    {
        query: 'stampanti',
        expected: ['C11CJ63403', '588K9B', '4462C066', 'HLL2400DWZU1', '2Z624F'],
        top: 5,
        relevant: { categories: ['stampanti'] },
        why: 'the category name',
    },
    {
        query: 'monitor',
        expected: ['LS27CG552EUXEN', '27GR93U-B', 'S2725DS', '24E1N1100A', 'PA278CV', 'LS32B800PXUXEN'],
        top: 6,
        relevant: { categories: ['monitor'] },
        why: 'a word that is also a category',
    },
    {
        query: 'soundbar',
        expected: ['ARCULTRA1EU1', 'HW-Q800DZF', 'JBLBAR500PRO', 'S40T', '881136-2100'],
        top: 5,
        relevant: { categories: ['soundbar'] },
        why: 'an English word Italians use',
    },
    {
        query: 'smartwatch',
        expected: ['A2997', 'A2986', 'SM-L310NZ', 'SM-L705F'],
        top: 8,
        relevant: { categories: ['smartwatch'] },
        why: 'category word',
    },
    {
        query: 'tablet',
        expected: ['SM-X520', 'SM-X210', 'VHU4802EU', 'ZADA0020SE'],
        top: 10,
        relevant: { categories: ['tablet'] },
        why: 'a department holding iPads too',
    },
    {
        query: 'notebook',
        expected: ['MRXN3T-A', '83EM00AKIX', 'A0CT4EA'],
        top: 14,
        relevant: LAPTOP_ANSWERS,
        why: 'category word',
    },
    {
        query: 'console',
        expected: ['CFI-2016B01Y', 'RRT-00009', 'HEG-001', 'BEE-001'],
        top: 7,
        relevant: { categories: ['console-e-accessori'] },
        why: 'consoles, then their controllers',
    },
    {
        query: 'obiettivo',
        expected: ['SEL2470GM2', '4515C005', 'JMA714DA'],
        top: 5,
        relevant: { categories: ['obiettivi'], codes: ['R50-1845', 'EOS250D-1855'] },
        why: 'lenses, and cameras sold with one',
    },
    {
        query: 'mouse',
        expected: ['910-006559', '910-006987', '920-004523'],
        top: 3,
        relevant: { codes: ['910-006559', '910-006987', '920-004523'] },
        why: 'mice, and the keyboard set that has one',
    },
    {
        query: 'speaker bluetooth',
        expected: ['JBLFLIP6', 'JBLGO4', '1006234'],
        top: 4,
        relevant: { categories: ['speaker'] },
        why: 'kind and feature',
    },
    {
        query: 'cuffie wireless',
        expected: ['WH1000XM5', 'MQTP3ZM-A'],
        top: 2,
        relevant: HEADPHONE_ANSWERS,
        why: 'kind and feature',
    },
    {
        query: 'macchina caffè',
        expected: ['ECAM22110B', 'ECF01'],
        top: 4,
        relevant: COFFEE_ANSWERS,
        why: 'everyday name of the kind',
    },
    {
        query: 'lavatrice 10 kg',
        expected: ['CO4107T1-S', 'HW100-B14979'],
        top: 2,
        relevant: { codes: ['CO4107T1-S', 'HW100-B14979'] },
        why: 'a capacity narrows the kind',
    },
    {
        query: 'forno da incasso',
        expected: ['HBG7741B1', 'EOD6P77X', 'AKZ96230IX'],
        top: 3,
        relevant: { categories: ['forni'] },
        why: 'built-in ovens',
    },

    // The words Italians type for what the catalog names otherwise (the search-synonyms block)
    { query: 'frigo', expected: FRIDGES, top: 6, why: 'common short form' },
    { query: 'frighi', expected: FRIDGES, top: 6, why: 'plural of the short form' },
    { query: 'frigo samsung', expected: ['RB38C775CS9EF'], top: 1, why: 'short form and brand' },
    { query: 'freezer', expected: ['LUT5NE26W', 'CMCH202EL'], top: 2, why: 'English word for congelatore' },
    { query: 'tv', expected: SAMSUNG_TVS, top: 16, relevant: TV_ANSWERS, why: 'the short form finds televisions only' },
    {
        query: 'tv oled',
        expected: ['OLED55C44LA', 'QE55S90DAEXZT', 'K-55XR80M2'],
        top: 6,
        relevant: TV_ANSWERS,
        why: 'kind and panel',
    },
    {
        query: 'televisore samsung',
        expected: SAMSUNG_TVS,
        top: 3,
        relevant: { codes: SAMSUNG_TVS },
        why: 'the long word reaches names that say TV',
    },
    { query: 'tivù', expected: ['OLED55C44LA'], top: 16, relevant: TV_ANSWERS, why: 'spoken form' },
    {
        query: 'cellulare',
        expected: ['SM-S931B', 'A3287', 'GA05843-IT'],
        top: 30,
        absent: ['A2986'],
        relevant: SMARTPHONE_ANSWERS,
        why: 'smartphones, not the Apple Watch "Cellular"',
    },
    {
        query: 'telefonino',
        expected: ['SM-S931B', 'A3287'],
        top: 30,
        relevant: SMARTPHONE_ANSWERS,
        why: 'everyday word for a phone',
    },
    {
        query: 'cellulare samsung',
        expected: ['SM-S931B', 'SM-S938B', 'SM-A556B/DS'],
        top: 8,
        relevant: { categories: ['smartphone'] },
        why: 'everyday word and brand',
    },
    {
        query: 'cellulare ricondizionato',
        expected: ['RIC-A2882', 'RIC-SM-S911B'],
        top: 6,
        relevant: { categories: ['smartphone-ricondizionati'] },
        why: 'everyday word and condition',
    },
    {
        query: 'portatile',
        expected: NOTEBOOKS,
        top: NOTEBOOKS.length,
        relevant: LAPTOP_ANSWERS,
        why: 'mostly a laptop: every notebook before the speaker and the air conditioner that are portable by name',
    },
    {
        query: 'speaker portatile',
        expected: ['JBLFLIP6'],
        top: 1,
        absent: NOTEBOOKS,
        why: 'with another word, portable keeps its own meaning',
    },
    {
        query: 'pc portatile',
        expected: ['MRXN3T-A', 'A0CT4EA'],
        top: 14,
        relevant: LAPTOP_ANSWERS,
        why: 'the phrase means a laptop',
    },
    { query: 'laptop', expected: ['MRXN3T-A', '83EM00AKIX'], top: 14, relevant: LAPTOP_ANSWERS, why: 'English word' },
    {
        query: 'portatile lenovo',
        expected: ['83EM00AKIX', '83DG00B9IX', 'RIC-21HD0040IX'],
        top: 3,
        relevant: { codes: ['83EM00AKIX', '83DG00B9IX', 'RIC-21HD0040IX'] },
        why: 'laptop word and brand',
    },
    {
        query: 'pc fisso',
        expected: ['MWUC3T-A', 'A1YQ1EA', '90UY00BMIX'],
        top: 4,
        relevant: { categories: ['pc-desktop'] },
        why: 'everyday phrase for a desktop',
    },
    {
        query: 'phon',
        expected: ['HD07-386732', '11487'],
        top: 2,
        absent: ['A059-8128'],
        why: 'hair dryers, not the Nothing Phone',
    },
    { query: 'fon', expected: ['HD07-386732', '11487'], top: 2, why: 'spelt as said' },
    {
        query: 'condizionatori portatili',
        expected: ['PACEL98ECO'],
        top: 1,
        relevant: { codes: ['PACEL98ECO'] },
        why: 'the portable one only',
    },
    {
        query: 'aria condizionata',
        expected: ['FTXF35E-RXF35E', 'AR12TXFCAWKNEU', 'PACEL98ECO'],
        top: 3,
        relevant: AIR_CONDITIONING_ANSWERS,
        why: 'a phrase for the kind',
    },
    { query: 'lavapiatti', expected: DISHWASHERS, top: 4, relevant: DISHWASHER_ANSWERS, why: 'everyday word' },
    { query: 'cuffiette', expected: HEADPHONES, top: 9, relevant: HEADPHONE_ANSWERS, why: 'diminutive' },
    {
        query: 'auricolari',
        expected: ['WF1000XM5'],
        top: 1,
        relevant: { codes: ['WF1000XM5', 'MTJV3ZM/A', 'MXP63ZM-A', 'SM-R630NZA'] },
        why: 'in-ear headphones',
    },
    {
        query: 'macchinetta caffè',
        expected: ['ECAM22110B', 'ECF01', 'ARI1358'],
        top: 6,
        relevant: COFFEE_ANSWERS,
        why: 'everyday name',
    },
    { query: 'microonde', expected: ['MG23K3515AS', 'MWP253SB'], top: 2, why: 'short for forno a microonde' },
    {
        query: 'caricatore',
        expected: ['EP-T2510NBEGEU', 'MX6X3ZM-A'],
        top: 4,
        relevant: { categories: ['caricabatterie-e-power-bank'] },
        why: 'everyday word for caricabatterie',
    },
    { query: 'powerbank', expected: ['A1384-20K'], top: 1, why: 'typed joined' },
    { query: 'batteria esterna', expected: ['A1384-20K'], top: 1, why: 'Italian for power bank' },
    {
        query: 'ps5',
        expected: ['CFI-2016B01Y', 'CFI-7021', 'USA-CFI-1216A'],
        top: 4,
        relevant: { codes: ['CFI-2016B01Y', 'CFI-7021', 'USA-CFI-1216A', 'CFI-ZCT1W'] },
        why: 'short name of the console',
    },
    {
        query: 'buono regalo',
        expected: ['GIFT-25', 'GIFT-50'],
        top: 2,
        relevant: { codes: ['GIFT-25', 'GIFT-50', 'NESHOP-25'] },
        why: 'everyday word for gift card',
    },
    {
        query: 'carta regalo',
        expected: ['GIFT-25', 'GIFT-50'],
        top: 2,
        relevant: { codes: ['GIFT-25', 'GIFT-50', 'NESHOP-25'] },
        why: "the shop's own name for it",
    },
    {
        query: 'macchina fotografica',
        expected: ['ILCE7M4B', 'R50-1845', 'X100VI'],
        top: 10,
        relevant: { categories: ['fotocamere'] },
        why: 'everyday phrase for a camera',
    },
    {
        query: 'orologio smart',
        expected: ['A2997', 'SM-L310NZ'],
        top: 8,
        relevant: { categories: ['smartwatch'] },
        why: 'Italian for smartwatch',
    },

    {
        query: 'cuffie bluetooth',
        expected: ['JBLT520BT', 'WH1000XM5', 'WF1000XM5', 'MQTP3ZM-A'],
        top: 4,
        relevant: HEADPHONE_ANSWERS,
        why: 'bluetooth and wireless name the same headphones',
    },
    {
        query: 'cuffie senza fili',
        expected: ['WH1000XM5', 'WF1000XM5'],
        top: 4,
        relevant: HEADPHONE_ANSWERS,
        why: 'Italian for wireless, never the cordless vacuum cleaners',
    },

    // When no product has every word, the last words go first: they are the refinements
    {
        query: 'lavatrice rossa',
        expected: WASHING_MACHINES,
        top: 8,
        relevant: WASHER_ANSWERS,
        why: 'no red washing machine: the washing machines, not every red product',
    },
    { query: 'cuffie jbl rosse', expected: ['JBLT520BT'], top: 1, why: 'no red ones: the JBL headphones' },

    // Typo tolerance never outranks or adds to a word the catalog holds
    { query: 'cuffie samsung', expected: ['SM-R630NZA'], top: 1, relevant: HEADPHONE_ANSWERS, why: 'no coffee' },
    {
        query: 'cuffie sony',
        expected: ['WH1000XM5', 'WF1000XM5'],
        top: 2,
        relevant: { codes: ['WH1000XM5', 'WF1000XM5'] },
        why: 'the brand narrows',
    },
    { query: 'moka', expected: ['ARI1358'], top: 1, why: 'a short known word finds only itself' },
    {
        query: 'forno',
        expected: ['HBG7741B1', 'EOD6P77X', 'AKZ96230IX', 'SOP6604S2PNR'],
        top: 6,
        relevant: { categories: ['forni', 'microonde'] },
        why: 'not "forma" or "form"',
    },
    {
        query: 'router',
        expected: ['ARCHERAX55', '20002944', 'ARCHERBE800'],
        top: 4,
        relevant: { categories: ['router-e-mesh'] },
        why: 'known word',
    },

    // Brands and model names
    { query: 'samsung lavatrice', expected: ['WW90DB7U94GBU3'], top: 1, why: 'brand and kind' },
    {
        query: 'samsung tv',
        expected: SAMSUNG_TVS,
        top: 4,
        relevant: { codes: SAMSUNG_TVS },
        why: 'brand and short word',
    },
    { query: 'frigorifero smeg', expected: ['FAB32R'], top: 1, why: 'kind then brand' },
    {
        query: "de'longhi",
        expected: ['ECAM22110B', 'EC685M', 'PACEL98ECO'],
        top: 3,
        why: 'brand with apostrophe',
    },
    { query: 'delonghi', expected: ['ECAM22110B', 'EC685M', 'PACEL98ECO'], top: 3, why: 'brand typed joined' },
    {
        query: 'dyson',
        expected: ['446986-01', '476617-01', 'HD07-386732'],
        top: 3,
        why: 'brand only',
    },
    { query: 'iphone 16', expected: IPHONE_16, top: 5, relevant: IPHONE_16_ANSWERS, why: 'model family' },
    {
        query: 'iphone16',
        expected: ['A3287', 'A3293', 'A3296'],
        top: 5,
        relevant: IPHONE_16_ANSWERS,
        why: 'model typed joined',
    },
    { query: 'galaxy s25 ultra', expected: ['SM-S938B'], top: 1, why: 'exact model' },
    { query: 'wh-1000xm5', expected: ['WH1000XM5'], top: 1, why: 'model name with dash' },
    { query: 'wh1000xm5', expected: ['WH1000XM5'], top: 1, why: 'model name without dash' },
    { query: '1000xm5', expected: ['WH1000XM5', 'WF1000XM5'], top: 2, why: 'shared part of two models' },
    {
        query: 'playstation 5',
        expected: ['CFI-2016B01Y', 'CFI-7021', 'USA-CFI-1216A'],
        top: 4,
        relevant: { codes: ['CFI-2016B01Y', 'CFI-7021', 'USA-CFI-1216A', 'CFI-ZCT1W'] },
        why: 'console, and its controller',
    },
    { query: 'macbook air', expected: ['MRXN3T-A', 'RIC-MGN63'], top: 2, why: 'new and refurbished' },
    { query: 'airpods', expected: ['MTJV3ZM/A', 'MXP63ZM-A'], top: 2, why: 'model line' },
    { query: 'nintendo switch', expected: ['HEG-001', 'BEE-001', 'HACAFSSKA'], top: 4, why: 'brand and model' },
    { query: 'pixel 9a', expected: ['GA06413-IT'], top: 1, why: 'model with letter suffix' },
    {
        query: 'iphone ricondizionato',
        expected: ['RIC-A2882', 'RIC-A2638', 'MGJA3QL/A'],
        top: 3,
        why: 'condition',
    },
    {
        query: 'router wifi',
        expected: ['ARCHERAX55', 'ARCHERBE800', '20002944'],
        top: 4,
        relevant: { categories: ['router-e-mesh'] },
        why: 'Wi-Fi typed joined',
    },
    {
        query: 'power bank',
        expected: ['A1384-20K'],
        top: 1,
        relevant: { categories: ['caricabatterie-e-power-bank'] },
        why: 'two-word product kind, in a category named with chargers',
    },
    {
        query: 'apple watch',
        expected: ['A2997', 'A2986'],
        top: 2,
        relevant: { codes: ['A2997', 'A2986'] },
        why: 'brand and model line',
    },
    {
        query: 'xbox',
        expected: ['RRT-00009', 'XBSS'],
        top: 3,
        relevant: { codes: ['RRT-00009', 'XBSS', 'QAT-00009', 'XGPU-3M'] },
        why: 'console line and its accessories',
    },
    {
        query: 'galaxy watch',
        expected: ['SM-L310NZ', 'SM-L705F'],
        top: 2,
        relevant: { codes: ['SM-L310NZ', 'SM-L705F'] },
        why: 'model line',
    },
    {
        query: 'ipad',
        expected: ['A3266', 'A3354', 'A2925', 'A2993'],
        top: 5,
        relevant: { categories: ['ipad'] },
        why: 'model line',
    },
    {
        query: 'bose',
        expected: ['880066-0100', '881136-2100', '887612-0100'],
        top: 5,
        relevant: { codes: ['880066-0100', '881136-2100', '887612-0100', 'USA-866724'] },
        why: 'brand',
    },
    {
        query: 'smeg',
        expected: ['FAB32R', 'ECF01', 'KLF03', 'BLF01'],
        top: 8,
        relevant: { codes: ['FAB32R', 'ECF01', 'KLF03', 'BLF01', 'STL324BQLH', 'SOP6604S2PNR'] },
        why: 'brand across departments',
    },
    {
        query: 'lavatrice bosch',
        expected: ['WGG244A9II'],
        top: 1,
        why: 'kind then brand',
    },
    { query: 'canon eos', expected: ['R50-1845', 'EOS250D-1855'], top: 2, why: 'brand and camera line' },
    {
        query: 'galaxy s25',
        expected: ['SM-S931B', 'SM-S938B'],
        top: 2,
        relevant: { codes: ['SM-S931B', 'SM-S938B', 'ACS08643'] },
        why: 'the phones first, then the cover for them',
    },

    // Codes: product code, SKU, merchant SKU, with or without punctuation
    { query: 'SM-A556B/DS', expected: ['SM-A556B/DS'], top: 1, why: 'product code with a slash' },
    { query: 'sm-a556b/ds', expected: ['SM-A556B/DS'], top: 1, why: 'lower case code' },
    { query: 'SMA556BDS', expected: ['SM-A556B/DS'], top: 1, why: 'code without punctuation' },
    { query: 'SM-S931B-256GB-BLU', expected: ['SM-S931B'], top: 1, why: 'variant SKU' },
    { query: 'ART4126307', expected: ['SM-A556B/DS'], top: 1, why: 'merchant SKU' },
    { query: 'art4126307', expected: ['SM-A556B/DS'], top: 1, why: 'merchant SKU in lower case' },
    { query: 'MTJV3ZM/A', expected: ['MTJV3ZM/A'], top: 1, why: 'Apple part number with a slash' },
    { query: 'OLED55C44LA', expected: ['OLED55C44LA'], top: 1, why: 'TV model code' },
    { query: 'WGG244A9II', expected: ['WGG244A9II'], top: 1, why: 'appliance model code' },
    { query: 'ECAM22.110.B', expected: ['ECAM22110B'], top: 1, why: 'model code with dots, as in the name' },

    // One typo on words of five letters or more, when the word is not one the catalog holds
    { query: 'lavatrce', expected: WASHING_MACHINES, top: 8, relevant: WASHER_ANSWERS, why: 'letter missing' },
    { query: 'frigorifro', expected: FRIDGES, top: 6, why: 'letter missing in a long word' },
    { query: 'samsumg lavatrice', expected: ['WW90DB7U94GBU3'], top: 1, why: 'wrong letter in the brand' },
    { query: 'asciugatrise', expected: DRYERS, top: 4, why: 'wrong letter' },
    {
        query: 'nintedo',
        expected: ['HEG-001', 'BEE-001'],
        top: 5,
        relevant: { codes: ['HEG-001', 'BEE-001', 'HACAFSSKA', 'NESHOP-25'] },
        why: 'letter missing in a brand',
    },
    {
        query: 'cufie',
        expected: HEADPHONES,
        top: 9,
        relevant: HEADPHONE_ANSWERS,
        why: 'letter missing: the headphones, never coffee',
    },
    { query: 'lavastoviglia', expected: DISHWASHERS, top: 4, relevant: DISHWASHER_ANSWERS, why: 'wrong last letter' },
    { query: 'televisre', expected: ['OLED55C44LA'], top: 16, relevant: TV_ANSWERS, why: 'letter missing' },

    // No typo tolerance on short words
    { query: 'sonu', expected: [], top: 0, none: true, why: 'four letters: no typo allowed, so no Sony' },
    { query: 'olid', expected: [], top: 0, none: true, why: 'four letters: no typo allowed, so no OLED' },
    { query: 'bise', expected: [], top: 0, none: true, absent: ['880066-0100'], why: 'four letters: no Bose' },

    // Search as you type: the last word is a prefix
    { query: 'lavastov', expected: DISHWASHERS, top: 4, relevant: DISHWASHER_ANSWERS, why: 'word being typed' },
    { query: 'nintendo swi', expected: ['HEG-001', 'BEE-001', 'HACAFSSKA'], top: 4, why: 'second word being typed' },
    { query: 'asciugac', expected: ['HD07-386732', '11487'], top: 2, why: 'long word being typed' },
    {
        query: 'samsung gal',
        expected: ['SM-S931B', 'SM-S938B'],
        top: 12,
        relevant: { categories: ['smartphone', 'smartwatch', 'tablet', 'cuffie', 'cover-e-pellicole'] },
        why: 'model line being typed',
    },
];

const categoriesOfProduct = (() => {
    const chains = new Map<string, string[]>();
    const walk = (list: SeedCategory[], ancestors: string[]) => {
        for (const category of list) {
            const chain = [...ancestors, category.slug];
            chains.set(category.slug, chain);
            walk(category.children ?? [], chain);
        }
    };
    walk(catalog.categories, []);
    return new Map(catalog.products.map(product => [product.code, chains.get(product.categorySlug) ?? []]));
})();

/** Whether a found product is a right answer to the case's query. */
export function isRelevant(entry: RelevanceCase, code: string): boolean {
    const relevant = entry.relevant;
    if (!relevant) {
        return entry.expected.includes(code);
    }
    if (relevant.codes?.includes(code)) {
        return true;
    }
    const categories = categoriesOfProduct.get(code) ?? [];
    return (relevant.categories ?? []).some(slug => categories.includes(slug));
}

/**
 * Share of right answers among the first `depth` products found (all of them when fewer are found); 0 when nothing
 * is found for a query that should find something; null for a query that must find nothing.
 */
export function precisionAt(entry: RelevanceCase, found: string[], depth: number): number | null {
    if (entry.none) {
        return null;
    }
    const page = found.slice(0, depth);
    if (page.length === 0) {
        return 0;
    }
    return page.filter(code => isRelevant(entry, code)).length / page.length;
}

export interface RelevanceFigures {
    queries: number;
    /** Averages over the queries that should find something. */
    precisionAt1: number;
    precisionAt10: number;
    /** Queries whose first ten hold a product that is not a right answer, with those products. */
    imprecise: Array<{ query: string; precisionAt10: number; wrong: string[] }>;
}

/** The set's figures from each query's products, best first. */
export function relevanceFigures(answers: Array<{ entry: RelevanceCase; found: string[] }>): RelevanceFigures {
    const measured = answers.filter(answer => !answer.entry.none);
    const average = (depth: number) =>
        measured.reduce((sum, answer) => sum + (precisionAt(answer.entry, answer.found, depth) ?? 0), 0) /
        Math.max(1, measured.length);
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return {
        queries: answers.length,
        precisionAt1: round(average(1)),
        precisionAt10: round(average(PRECISION_DEPTH)),
        imprecise: measured
            .map(answer => ({
                query: answer.entry.query,
                precisionAt10: round(precisionAt(answer.entry, answer.found, PRECISION_DEPTH) ?? 0),
                wrong: answer.found.slice(0, PRECISION_DEPTH).filter(code => !isRelevant(answer.entry, code)),
            }))
            .filter(answer => answer.precisionAt10 < 1),
    };
}
