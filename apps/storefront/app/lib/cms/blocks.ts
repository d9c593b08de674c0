// CMS block identifiers and the shapes of their content, checked before any component sees them.
import { z } from 'zod';

const image = z.object({ src: z.string(), alt: z.string().default('') });
const logo = z.object({ name: z.string(), src: z.string(), href: z.string().optional() });

export const blockSchemas = {
    headerText: z.object({ text: z.string(), image: image.optional() }),
    'pre-header': z.object({ text: z.string() }),
    'footer-address': z.object({
        title: z.string(),
        lines: z.array(z.string()),
        email: z.string(),
        phone: z.string(),
    }),
    'footer-links': z.object({
        sections: z.array(
            z.object({
                title: z.string(),
                links: z.array(z.object({ label: z.string(), href: z.string() })),
            }),
        ),
    }),
    'footer-newsletter': z.object({ title: z.string(), text: z.string() }),
    'footer-payments': z.object({
        title: z.string(),
        logos: z.array(z.object({ name: z.string(), src: z.string() })),
    }),
    'footer-social': z.object({
        title: z.string(),
        links: z.array(z.object({ name: z.string(), href: z.string(), src: z.string() })),
    }),
    copyright: z.object({ content: z.string() }),
    prefooter: z.object({ logos: z.array(logo) }),
} as const;

export type BlockIdentifier = keyof typeof blockSchemas;
export type BlockContent<K extends BlockIdentifier> = z.infer<(typeof blockSchemas)[K]>;
export type LayoutBlocks = { [K in BlockIdentifier]?: BlockContent<K> };

export const LAYOUT_BLOCKS = Object.keys(blockSchemas) as BlockIdentifier[];

export interface RawBlock {
    identifier: string;
    content: unknown;
}

/** Keeps the blocks whose content has the expected shape; a missing or malformed block only logs a warning. */
export function parseBlocks(raw: RawBlock[], wanted: readonly BlockIdentifier[] = LAYOUT_BLOCKS): LayoutBlocks {
    const result: Record<string, unknown> = {};
    for (const identifier of wanted) {
        const block = raw.find(b => b.identifier === identifier);
        if (!block) {
            console.warn(`[cms] block "${identifier}" is missing`);
            continue;
        }
        const parsed = blockSchemas[identifier].safeParse(block.content);
        if (parsed.success) result[identifier] = parsed.data;
        else console.warn(`[cms] block "${identifier}" has unexpected content: ${parsed.error.issues[0]?.message}`);
    }
    return result as LayoutBlocks;
}
