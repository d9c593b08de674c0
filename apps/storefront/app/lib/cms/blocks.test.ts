import { describe, expect, it, vi } from 'vitest';
import { layoutBlocksForDocument, parseBlocks, type LayoutBlocks } from '~/lib/cms/blocks';
import type { DocumentOnly } from '~/lib/http/document-only';

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

describe('layoutBlocksForDocument', () => {
    const blocks: LayoutBlocks = {
        headerText: { text: 'Spedizione gratuita da 100 €' },
        copyright: { content: '© Negozio' },
    };

    it("gives a document's data the layout without the footer's blocks, and the server's render the footer's", () => {
        const documentOnly: DocumentOnly = {};
        const forData = layoutBlocksForDocument(blocks, documentOnly);
        expect(forData).toEqual({ blocks: { headerText: blocks.headerText }, footerLeftOut: true });
        expect(documentOnly.footerBlocks).toEqual({ copyright: blocks.copyright });
        // A data request has no document-only data: the blocks go whole.
        expect(layoutBlocksForDocument(blocks, undefined)).toEqual({ blocks });
    });

    it('gives every page the same footer object while the cache keeps the same blocks, so its markup is written once', () => {
        const first: DocumentOnly = {};
        const second: DocumentOnly = {};
        layoutBlocksForDocument(blocks, first);
        layoutBlocksForDocument(blocks, second);
        expect(second.footerBlocks).toBe(first.footerBlocks);
        const refreshed: DocumentOnly = {};
        layoutBlocksForDocument({ ...blocks }, refreshed);
        expect(refreshed.footerBlocks).not.toBe(first.footerBlocks);
        expect(refreshed.footerBlocks).toEqual(first.footerBlocks);
    });
});
