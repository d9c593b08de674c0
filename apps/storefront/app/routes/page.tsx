// Generic content page: /it/Page?slug=<page>; a missing or malformed slug is a route-level validation failure (404).
import { data } from 'react-router';
import type { Route } from './+types/page';
import { CmsPageView } from '~/components/cms/cms-page-view';
import { cmsPageMeta, isCmsSlug } from '~/lib/cms/cms-page';
import { getCmsPage } from '~/lib/cms/cms.server';
import { pageData } from '~/lib/errors/page-data.server';
import { getI18n } from '~/lib/i18n/i18n';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const slug = new URL(request.url).searchParams.get('slug') ?? '';
    if (!isCmsSlug(slug)) throw data(null, { status: 404 });
    const page = await pageData(() => getCmsPage(locale, slug));
    if (!page) throw data(null, { status: 404 });
    return { locale, page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
    loaderData ? cmsPageMeta(loaderData.page, getI18n(loaderData.locale).t('site.title')) : [];

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Page({ loaderData }: Route.ComponentProps) {
    return <CmsPageView page={loaderData.page} />;
}
