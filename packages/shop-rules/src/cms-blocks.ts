/**
 * The CMS blocks the storefront's layout reads (requirements §3: header text, pre-header, footer parts, copyright, prefooter
 * logos) and the shape of each one's content: the server refuses other shapes when staff save a block, and the
 * storefront checks them again before any component renders one.
 */
import { z } from 'zod';

const image = z.object({ src: z.string(), alt: z.string().default('') });
const logo = z.object({ name: z.string(), src: z.string(), href: z.string().optional() });

export const cmsBlockSchemas = {
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

export type CmsBlockIdentifier = keyof typeof cmsBlockSchemas;
export type CmsBlockContent<K extends CmsBlockIdentifier> = z.infer<(typeof cmsBlockSchemas)[K]>;

export const CMS_BLOCK_IDENTIFIERS = Object.keys(cmsBlockSchemas) as CmsBlockIdentifier[];

export function isCmsBlockIdentifier(identifier: string): identifier is CmsBlockIdentifier {
    return Object.hasOwn(cmsBlockSchemas, identifier);
}

export type CmsBlockCheck<K extends CmsBlockIdentifier> =
    | { ok: true; content: CmsBlockContent<K> }
    /** One line per problem, each naming the field: `sections.0.links.1.href: Invalid input: expected string…`. */
    | { ok: false; problems: string[] };

/** Checks a block's content against its identifier's shape. */
export function checkCmsBlockContent<K extends CmsBlockIdentifier>(identifier: K, content: unknown): CmsBlockCheck<K> {
    const parsed = cmsBlockSchemas[identifier].safeParse(content);
    if (parsed.success) {
        return { ok: true, content: parsed.data as CmsBlockContent<K> };
    }
    return {
        ok: false,
        problems: parsed.error.issues.map(
            issue => `${issue.path.map(String).join('.') || '(content)'}: ${issue.message}`,
        ),
    };
}
