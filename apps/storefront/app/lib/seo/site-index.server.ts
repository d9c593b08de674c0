// What sitemap.xml lists: home, the offers, the content pages the menu and footer link to, every category, every brand
// with products and every product.
import { getListing, getSitemap } from '~/lib/catalog/catalog.server';
import { BRAND_FACET_CODE } from '~/lib/catalog/listing-query';
import { brandPath, categoryPath, offersPath, productPath } from '~/lib/catalog/urls';
import { LAYOUT_BLOCKS, type LayoutBlocks } from '~/lib/cms/blocks';
import { isCmsSlug } from '~/lib/cms/cms-page';
import { getCmsBlocks, getCmsPage } from '~/lib/cms/cms.server';
import { isExternalHref, localizePath } from '~/lib/locale/markets';
import type { MenuItem } from '~/lib/menu/menu';
import { getMainMenu } from '~/lib/menu/menu.server';
import { lastmodOf, type SitemapUrl } from '~/lib/seo/site-index';

/** Category (/c/…), product (/p/…) and brand (/marca/…) pages come from the catalog's own list, not from links. */
const CATALOG_PREFIXES = new Set(['c', 'p', 'marca']);
/** Paths with a route of their own: the offers are a listing, whatever content page shares their name. */
const ROUTED_SLUGS = new Set(['offerte']);

function menuHrefs(items: readonly MenuItem[]): string[] {
    return items.flatMap(item => [item.href, ...menuHrefs(item.children)]);
}

/** Content-page slugs among the shop's own links (/it/chi-siamo → chi-siamo). */
export function contentSlugsOf(locale: string, hrefs: readonly string[]): string[] {
    const slugs = new Set<string>();
    for (const href of hrefs) {
        if (isExternalHref(href)) continue;
        const path = localizePath(locale, href.split(/[?#]/)[0] ?? '');
        const slug = path.slice(locale.length + 2);
        if (isCmsSlug(slug) && !CATALOG_PREFIXES.has(slug.split('/')[0] ?? '') && !ROUTED_SLUGS.has(slug)) {
            slugs.add(slug);
        }
    }
    return [...slugs];
}

/** Slugs of the content pages linked from the main menu and the footer that really exist. */
async function contentPageSlugs(locale: string): Promise<string[]> {
    // Layout data is cached (the same entries the layout uses); when it is missing the pages are left out, not fatal.
    const [menu, blocks] = await Promise.all([
        getMainMenu(locale).catch((): MenuItem[] => []),
        getCmsBlocks(locale, LAYOUT_BLOCKS).catch((): LayoutBlocks => ({})),
    ]);
    const footerHrefs = blocks['footer-links']?.sections.flatMap(section => section.links.map(link => link.href)) ?? [];
    const candidates = contentSlugsOf(locale, [...menuHrefs(menu), ...footerHrefs]);
    const found = await Promise.all(
        candidates.map(slug =>
            getCmsPage(locale, slug).then(
                page => (page ? slug : null),
                () => null,
            ),
        ),
    );
    return found.filter((slug): slug is string => slug !== null);
}

/** Codes of the brands that have products: the values of the whole catalog's brand filter. */
async function brandCodes(locale: string): Promise<string[]> {
    const listing = await getListing(locale, { take: 1 });
    const brands = listing.facets.find(facet => facet.code === BRAND_FACET_CODE)?.values ?? [];
    return brands.filter(value => value.count > 0).map(value => value.code);
}

/** Every public page of one locale; throws when the catalog cannot be listed (the sitemap would be incomplete). */
export async function sitemapUrls(origin: string, locale: string): Promise<SitemapUrl[]> {
    const [catalog, brands, slugs] = await Promise.all([
        getSitemap(locale),
        brandCodes(locale),
        contentPageSlugs(locale),
    ]);
    return [
        { loc: `${origin}/${locale}` },
        { loc: origin + offersPath(locale) },
        ...slugs.map(slug => ({ loc: `${origin}/${locale}/${slug}` })),
        ...catalog.categories.map(c => ({ loc: origin + categoryPath(locale, c.id), lastmod: lastmodOf(c.updatedAt) })),
        ...brands.map(code => ({ loc: origin + brandPath(locale, code) })),
        ...catalog.products.map(p => ({ loc: origin + productPath(locale, p.id), lastmod: lastmodOf(p.updatedAt) })),
    ];
}
