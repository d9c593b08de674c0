// The CMS page as pages render it.
export interface CmsPage {
    slug: string;
    title: string;
    /** Trusted HTML written by shop staff. */
    body: string;
    metaDescription: string | null;
}

/** Page slugs: lower-case words with hyphens, optionally nested (info/spedizioni). */
export const CMS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The longest slug the commerce server keeps (its `cmsPage` refuses longer ones rather than finding nothing). */
export const MAX_CMS_SLUG_LENGTH = 128;

/** A slug a content page can have: anything else is not asked of the commerce server at all. */
export function isCmsSlug(slug: string): boolean {
    return slug.length <= MAX_CMS_SLUG_LENGTH && CMS_SLUG.test(slug);
}

/** Title and description tags of a content page, the same wherever the page is reached from. */
export function cmsPageMeta(page: CmsPage, siteTitle: string) {
    return [
        { title: `${page.title} | ${siteTitle}` },
        ...(page.metaDescription ? [{ name: 'description', content: page.metaDescription }] : []),
    ];
}
