import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '~/lib/cms/blocks';

describe('parseBlocks', () => {
    it('keeps well-formed blocks and warns about missing or malformed ones', () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const blocks = parseBlocks(
            [
                { identifier: 'headerText', content: { text: 'Spedizione gratuita da 100 €' } },
                { identifier: 'copyright', content: { wrong: true } },
            ],
            ['headerText', 'copyright', 'prefooter'],
        );
        expect(blocks.headerText?.text).toBe('Spedizione gratuita da 100 €');
        expect(blocks.copyright).toBeUndefined();
        expect(blocks.prefooter).toBeUndefined();
        expect(warn).toHaveBeenCalledTimes(2);
        warn.mockRestore();
    });
});
