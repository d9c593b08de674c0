// Resolver for /it/{path+} and /it/Route?path=…: finds what a path names (requirements §2.2). A content page first, then the
// commerce server's path lookup (category slug, product slug or code — `p/SM-A556B/DS` included); nothing found is a 404.
// Categories and products render here with the same data, view and head tags (canonical = their own route).
import { data } from 'react-router';
import type { Route } from './+types/resolver';
import { CmsPageView } from '~/components/cms/cms-page-view';
import { resolveCatalogPath } from '~/lib/catalog/catalog.server';
import { listingMeta } from '~/lib/catalog/listing-page';
import { forDocument, listingStatus, loadCategoryPage } from '~/lib/catalog/listing-page.server';
import { productPageMeta } from '~/lib/catalog/product-page';
import { loadProductPage } from '~/lib/catalog/product-page.server';
import { cmsPageMeta, isCmsSlug } from '~/lib/cms/cms-page';
import { getCmsPage } from '~/lib/cms/cms.server';
import { pageData } from '~/lib/errors/page-data.server';
import { getI18n } from '~/lib/i18n/i18n';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';
import { lazyPart } from '~/lib/islands/lazy-part';

// Content pages are what this route mostly shows (categories and products have their own routes), so the listing's
// and the product page's code load only when it shows one of them.
const ListingPageView = lazyPart('ListingPageView', () =>
    import('~/components/catalog/listing/listing-page-view').then(module => module.ListingPageView),
);
const ProductPage = lazyPart('ProductPage', () =>
    import('~/components/catalog/product-page').then(module => module.ProductPage),
);

/** Longer paths are not ours: answered 404 without asking the commerce server. */
const MAX_PATH_LENGTH = 300;

/** The path to resolve, without locale and without surrounding slashes. */
function targetPath(params: Route.LoaderArgs['params'], request: Request): string {
    const splat = params['*'];
    const raw = splat !== undefined ? splat : (new URL(request.url).searchParams.get('path') ?? '');
    return raw.split('/').filter(Boolean).join('/');
}

/** Category (/c/…) and product (/p/…) paths belong to the catalog, never to content pages. */
const CATALOG_PREFIXES = new Set(['c', 'p']);

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const path = targetPath(params, request);
    if (!path || path.length > MAX_PATH_LENGTH) throw data(null, { status: 404 });

    if (isCmsSlug(path) && !CATALOG_PREFIXES.has(path.split('/')[0] ?? '')) {
        const page = await pageData(() => getCmsPage(locale, path));
        if (page) return { kind: 'page' as const, locale, page };
    }

    const found = await pageData(() => resolveCatalogPath(locale, path));
    if (found?.kind === 'CATEGORY') {
        const listing = await loadCategoryPage(request, locale, found.id);
        return data(
            { kind: 'category' as const, locale, listing: forDocument(listing, context) },
            listingStatus(listing),
        );
    }
    if (found?.kind === 'PRODUCT') {
        return { kind: 'product' as const, locale, product: await loadProductPage(request, locale, found.id) };
    }
    throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
    if (!loaderData) return [];
    const siteTitle = getI18n(loaderData.locale).t('site.title');
    switch (loaderData.kind) {
        case 'page':
            return cmsPageMeta(loaderData.page, siteTitle);
        case 'category':
            return listingMeta(loaderData.listing);
        case 'product':
            return productPageMeta(loaderData.product, siteTitle, new URLSearchParams(location.search));
    }
};

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Resolver({ loaderData }: Route.ComponentProps) {
    switch (loaderData.kind) {
        case 'page':
            return <CmsPageView page={loaderData.page} />;
        case 'category':
            return <ListingPageView data={loaderData.listing} />;
        case 'product':
            return <ProductPage data={loaderData.product} />;
    }
}
