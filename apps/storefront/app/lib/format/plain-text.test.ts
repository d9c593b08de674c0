import { describe, expect, it } from 'vitest';
import { metaDescription, plainText } from '~/lib/format/plain-text';

describe('plainText and metaDescription', () => {
    it('drops tags and decodes entities', () => {
        expect(plainText('<p>Display da 6,2&quot; &amp; <strong>AI</strong>&nbsp;&#8364;</p>')).toBe(
            'Display da 6,2" & AI €',
        );
    });

    it('keeps short text whole and cuts long text at a word with an ellipsis, within 155 characters', () => {
        expect(metaDescription('<p>Breve.</p>')).toBe('Breve.');
        const long = `<p>${'parola '.repeat(40)}</p>`;
        const description = metaDescription(long);
        expect(description.length).toBeLessThanOrEqual(155);
        expect(description.endsWith('parola…')).toBe(true);
    });
});
