// Reads the layout's CMS blocks: their shapes live in @shop/rules, which the commerce server also holds them to when
// staff save a block; checking again here keeps an older or hand-edited block from breaking a page.
import {
    checkCmsBlockContent,
    LAYOUT_BLOCK_IDENTIFIERS,
    type CmsBlockContent,
    type CmsBlockIdentifier,
} from '@shop/rules';
import type { DocumentOnly } from '~/lib/http/document-only';

export type LayoutBlocks = { [K in CmsBlockIdentifier]?: CmsBlockContent<K> };

/** The layout (header, footer, prefooter) renders these blocks on every page; the home page reads its own. */
export const LAYOUT_BLOCKS = LAYOUT_BLOCK_IDENTIFIERS;

/** The footer's blocks: written by the server, kept by the browser (decision 049). */
export const FOOTER_BLOCKS = [
    'footer-address',
    'footer-links',
    'footer-newsletter',
    'footer-payments',
    'footer-social',
    'copyright',
] as const satisfies readonly CmsBlockIdentifier[];

/** The layout's blocks split for documents, once per cached blocks object: the footer's stay one object (see below). */
const splitForDocument = new WeakMap<LayoutBlocks, { kept: LayoutBlocks; footer: LayoutBlocks }>();

/**
 * The layout's blocks for a document's data: without the footer's, which go to the server's render only
 * (document-only.tsx). Unchanged for a data request, which has no document-only data. The footer's blocks are the
 * same object for every page while the cache keeps the layout's, so the server writes the footer's markup once for
 * all of them (shared-markup.server.tsx).
 */
export function layoutBlocksForDocument(
    blocks: LayoutBlocks,
    documentOnly: DocumentOnly | undefined,
): { blocks: LayoutBlocks; footerLeftOut?: true } {
    if (!documentOnly) return { blocks };
    let split = splitForDocument.get(blocks);
    if (!split) {
        const kept: Record<string, unknown> = { ...blocks };
        const footer: Record<string, unknown> = {};
        for (const identifier of FOOTER_BLOCKS) {
            if (!(identifier in kept)) continue;
            footer[identifier] = kept[identifier];
            delete kept[identifier];
        }
        split = { kept: kept as LayoutBlocks, footer: footer as LayoutBlocks };
        splitForDocument.set(blocks, split);
    }
    documentOnly.footerBlocks = split.footer;
    return { blocks: split.kept, footerLeftOut: true };
}

export interface RawBlock {
    identifier: string;
    content: unknown;
}

/** Keeps the blocks whose content has the expected shape; a missing or malformed block only logs a warning. */
export function parseBlocks(raw: RawBlock[], wanted: readonly CmsBlockIdentifier[] = LAYOUT_BLOCKS): LayoutBlocks {
    const result: Record<string, unknown> = {};
    for (const identifier of wanted) {
        const block = raw.find(b => b.identifier === identifier);
        if (!block) {
            console.warn(`[cms] block "${identifier}" is missing`);
            continue;
        }
        const checked = checkCmsBlockContent(identifier, block.content);
        if (checked.ok) result[identifier] = checked.content;
        else console.warn(`[cms] block "${identifier}" has unexpected content: ${checked.problems[0]}`);
    }
    return result as LayoutBlocks;
}
