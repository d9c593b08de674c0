/**
 * The first content of the `search-synonyms` block (see plugins/catalog/services/search-synonyms.ts for its rules):
 * the short forms and everyday words Italians type for what an electronics shop names otherwise. Staff change it
 * through the Admin API (`upsertCmsBlock`); the store configuration writes it when it configures a new store.
 */
import type { SearchSynonymsContent } from '../plugins/catalog/services/search-synonyms';

export const searchSynonyms: SearchSynonymsContent = {
    rules: [
        // Short and everyday forms
        { words: ['frigo', 'frigorifero'] },
        { words: ['freezer', 'congelatore'] },
        { words: ['tv', 'televisore', 'televisione', 'tivù'] },
        // "Cellular" is also an Apple Watch model: the phone words lead to smartphones only.
        { words: ['cellulare', 'telefonino', 'telefono cellulare'], find: ['smartphone'] },
        { words: ['laptop', 'notebook', 'pc portatile', 'computer portatile'] },
        // Alone, "portatile" is mostly a laptop, so notebooks come first; it also stays itself (speaker portatile,
        // climatizzatore portatile), after them.
        { words: ['portatile'], find: ['portatile', 'notebook'], lead: ['notebook'] },
        { words: ['pc fisso', 'computer fisso', 'desktop'] },
        // "Phon" shares its stem with "Phone": it leads to hair dryers only.
        { words: ['phon', 'fon', 'föhn', 'fohn'], find: ['asciugacapelli'] },
        { words: ['condizionatore', 'climatizzatore', 'aria condizionata', 'condizionatore aria'] },
        { words: ['lavapiatti', 'lavastoviglie'] },
        { words: ['lavabiancheria', 'lavatrice'] },
        { words: ['asciugabiancheria', 'asciugatrice'] },
        { words: ['microonde', 'forno microonde'] },
        { words: ['cuffiette'], find: ['cuffie', 'auricolari'] },
        { words: ['earbuds', 'auricolari'] },
        { words: ['macchinetta caffè', 'macchina caffè', 'macchina espresso'] },
        { words: ['macchinetta'], find: ['macchina caffè', 'moka'] },
        { words: ['mixer', 'blender'], find: ['frullatore'] },
        { words: ['caricatore', 'caricabatterie'] },
        { words: ['powerbank', 'power bank', 'batteria esterna'] },
        { words: ['orologio smart', 'orologio intelligente'], find: ['smartwatch'] },
        { words: ['iwatch'], find: ['apple watch'] },
        { words: ['ps5', 'playstation 5'] },
        { words: ['ps4', 'playstation 4'] },
        { words: ['buono regalo', 'carta regalo', 'gift card', 'giftcard'] },
        { words: ['aspirapolvere senza filo', 'scopa elettrica'] },
        // Headphones, speakers, mice and controllers without a cable are sold under either word. "Senza fili" leads
        // to them too, one way only: its stem is that of "senza filo", which a cordless vacuum cleaner is.
        { words: ['wireless', 'bluetooth'] },
        { words: ['senza fili'], find: ['senza fili', 'wireless', 'bluetooth'] },
        { words: ['fotocamera', 'macchina fotografica'] },
        { words: ['videogiochi', 'console'], find: ['console'] },
    ],
};
