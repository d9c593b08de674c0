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

/** Title and description tags of a content page, the same wherever the page is reached from. */
export function cmsPageMeta(page: CmsPage, siteTitle: string) {
    return [
        { title: `${page.title} | ${siteTitle}` },
        ...(page.metaDescription ? [{ name: 'description', content: page.metaDescription }] : []),
    ];
}
