// CMS blocks and pages from the commerce server, cached in-process because they are the same for every shopper.
import type { CmsBlockIdentifier } from '@shop/rules';
import { siteDataCache } from '~/lib/cache/public-data.server';
import type { CmsPage } from '~/lib/cms/cms-page';
import { parseBlocks, type LayoutBlocks } from '~/lib/cms/blocks';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const CmsBlocksQuery = graphql(`
    query CmsBlocks($identifiers: [String!]!, $locale: String) {
        cmsBlocks(identifiers: $identifiers, locale: $locale) {
            identifier
            content
        }
    }
`);

const CmsPageQuery = graphql(`
    query CmsPage($slug: String!, $locale: String) {
        cmsPage(slug: $slug, locale: $locale) {
            slug
            title
            body
            metaDescription
        }
    }
`);

export async function getCmsBlocks(locale: string, identifiers: readonly CmsBlockIdentifier[]): Promise<LayoutBlocks> {
    const key = `cms-blocks:${locale}:${[...identifiers].sort().join(',')}`;
    return siteDataCache.get(key, async () => {
        const { data } = await shopQuery(
            CmsBlocksQuery,
            { identifiers: [...identifiers], locale },
            publicShopContext(locale),
        );
        return parseBlocks(data.cmsBlocks, identifiers);
    });
}

/** The page, or null when no page has this slug. Throws when the commerce server cannot answer. */
export async function getCmsPage(locale: string, slug: string): Promise<CmsPage | null> {
    return siteDataCache.get(`cms-page:${locale}:${slug}`, async () => {
        const { data } = await shopQuery(CmsPageQuery, { slug, locale }, publicShopContext(locale));
        return data.cmsPage;
    });
}
