// Resolver for /it/{path+} and /it/Route?path=…: finds what a path names. Content pages today;
// categories (/c/…) and products (/p/…) join when the catalog lands. Nothing found is a 404.
import { data } from 'react-router';
import type { Route } from './+types/resolver';
import { CmsPageView } from '~/components/cms/cms-page-view';
import { CMS_SLUG, cmsPageMeta } from '~/lib/cms/cms-page';
import { getCmsPage } from '~/lib/cms/cms.server';
import { pageData } from '~/lib/errors/page-data.server';
import { getI18n } from '~/lib/i18n/i18n';
import { requireLocale } from '~/lib/locale/require-locale';

/** The path to resolve, without locale and without surrounding slashes. */
function targetPath(params: Route.LoaderArgs['params'], request: Request): string {
    const splat = params['*'];
    const raw = splat !== undefined ? splat : (new URL(request.url).searchParams.get('path') ?? '');
    return raw.split('/').filter(Boolean).join('/');
}

/** Category (/c/…) and product (/p/…) paths belong to the catalog, never to CMS pages. */
const CATALOG_PREFIXES = new Set(['c', 'p']);

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const path = targetPath(params, request);
    if (!CMS_SLUG.test(path)) throw data(null, { status: 404 });
    // Until the catalog issue resolves them here, catalog paths are simply not found.
    if (CATALOG_PREFIXES.has(path.split('/')[0] ?? '')) throw data(null, { status: 404 });
    const page = await pageData(() => getCmsPage(locale, path));
    if (!page) throw data(null, { status: 404 });
    return { locale, kind: 'page' as const, page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
    loaderData ? cmsPageMeta(loaderData.page, getI18n(loaderData.locale).t('site.title')) : [];

export default function Resolver({ loaderData }: Route.ComponentProps) {
    return <CmsPageView page={loaderData.page} />;
}
