/**
 * The CMS blocks the storefront reads and the shape of each one's content: the layout's (requirements §3: header text,
 * pre-header, footer parts, copyright, prefooter logos) and the home page's sections (hero carousel, offers, best
 * sellers, category tiles, brand strip, the shop's promises). The server refuses other shapes when staff save a block,
 * and the storefront checks them again before any component renders one.
 */
import { z } from 'zod';

const image = z.object({ src: z.string(), alt: z.string().default('') });
const logo = z.object({ name: z.string(), src: z.string(), href: z.string().optional() });
const text = z.string().trim().min(1);
/** A link inside the shop: a locale-less path such as /offerte or /c/televisori (the storefront adds the locale). */
const shopPath = z.string().regex(/^\/(?![/\\])[^\s<>"]*$/, 'expected a path inside the shop, such as /offerte');
/** A picture with its size, so the page keeps its place before the picture arrives (no layout shift). */
const sizedImage = z.object({
    src: z.string(),
    alt: z.string().default(''),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
});
/** A category slug or a facet value code, as the catalog names them. */
const code = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'expected lower-case letters, digits and "-"');

/** The icons the shop's promises can show; the storefront draws each one. */
export const HOME_PROMISE_ICONS = ['shipping', 'returns', 'payments', 'support'] as const;

/** The home page's sections, each its own block: a missing block leaves its section out. */
const homeBlockSchemas = {
    'home-hero': z.object({
        slides: z
            .array(
                z.object({
                    image: sizedImage,
                    headline: text,
                    text: z.string().optional(),
                    link: z.object({ label: text, href: shopPath }),
                }),
            )
            .min(1)
            .max(6),
    }),
    'home-offers': z.object({
        title: text,
        linkLabel: text,
        linkHref: shopPath,
        take: z.number().int().min(1).max(24).default(8),
    }),
    'home-best-sellers': z.object({
        title: text,
        /** Orders placed in this many days count. */
        days: z.number().int().min(1).max(365).default(30),
        take: z.number().int().min(1).max(24).default(8),
        /** Shown until orders name enough products (and after them, to fill the row). */
        fallbackCategory: code.optional(),
    }),
    'home-categories': z.object({
        title: text,
        tiles: z
            .array(z.object({ slug: code, label: text, image: sizedImage }))
            .min(1)
            .max(24),
    }),
    'home-brands': z.object({
        title: text,
        /** `code` is the manufacturer facet value's code: the brand page's address. */
        brands: z
            .array(z.object({ name: text, code, src: z.string() }))
            .min(1)
            .max(30),
    }),
    'home-promises': z.object({
        items: z
            .array(z.object({ icon: z.enum(HOME_PROMISE_ICONS), title: text, text: z.string() }))
            .min(1)
            .max(6),
    }),
};

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
    ...homeBlockSchemas,
} as const;

export type CmsBlockIdentifier = keyof typeof cmsBlockSchemas;
export type CmsBlockContent<K extends CmsBlockIdentifier> = z.infer<(typeof cmsBlockSchemas)[K]>;

export const CMS_BLOCK_IDENTIFIERS = Object.keys(cmsBlockSchemas) as CmsBlockIdentifier[];

export type HomeBlockIdentifier = keyof typeof homeBlockSchemas;
/** The blocks the home page reads. */
export const HOME_BLOCK_IDENTIFIERS = Object.keys(homeBlockSchemas) as HomeBlockIdentifier[];
/** The blocks every page's layout reads: the home page's are left to the home page. */
export const LAYOUT_BLOCK_IDENTIFIERS = CMS_BLOCK_IDENTIFIERS.filter(
    (identifier): identifier is Exclude<CmsBlockIdentifier, HomeBlockIdentifier> =>
        !(HOME_BLOCK_IDENTIFIERS as string[]).includes(identifier),
);

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
