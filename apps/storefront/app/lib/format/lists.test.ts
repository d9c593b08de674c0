import { describe, expect, it } from 'vitest';
import { joinAsList } from '~/lib/format/lists';

describe('a list as a phrase', () => {
    it('joins the options left to choose as Italian says it', () => {
        expect(joinAsList(['il colore', 'la memoria'], 'it')).toBe('il colore e la memoria');
        expect(joinAsList(['il colore', 'la memoria', 'la misura'], 'it')).toBe('il colore, la memoria e la misura');
    });

    it('agrees with Intl.ListFormat in both of the shop’s languages, for one to four items', () => {
        const words = ['il colore', 'la memoria', 'la misura', 'il modello'];
        for (const language of ['it', 'en']) {
            const intl = new Intl.ListFormat(language, { type: 'conjunction' });
            for (let count = 0; count <= words.length; count++) {
                const items = words.slice(0, count);
                expect(joinAsList(items, language)).toBe(intl.format(items));
            }
        }
    });
});
