// Home page (/, /it, /it/Home): welcome, top categories from the main menu, and the staff's 'home' CMS page when present.
import { useTranslation } from '~/lib/i18n/i18n-react';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import type { loader as rootLoader } from '~/root';
import { getCmsPage } from '~/lib/cms/cms.server';
import { requireLocale } from '~/lib/locale/require-locale';
import { skipApiRevalidation } from '~/lib/http/revalidation';

/** requirements §2.2 "navigation hidden": home shows no breadcrumb trail. */
export const handle = { breadcrumbs: false };

export async function loader({ params }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    // Editorial content comes from the in-process cache, so waiting costs nothing; it never fails the home page.
    const editorial = await getCmsPage(locale, 'home').catch(() => null);
    return { locale, editorial };
}

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Home({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const root = useRouteLoaderData<typeof rootLoader>('root');
    const categories = root?.menu ?? [];
    return (
        <div className="mx-auto max-w-7xl px-4 py-10" data-testid="home">
            <section className="rounded-lg bg-white p-8 shadow-sm">
                {/* Long Italian words ("elettrodomestici") must wrap on a 320 px phone, whatever font the device has. */}
                <h1 className="text-3xl font-bold break-words hyphens-auto">{t('home.heading')}</h1>
                <p className="mt-3 max-w-2xl text-neutral-700">{t('home.intro')}</p>
            </section>
            {categories.length > 0 ? (
                <section className="mt-10" aria-labelledby="home-categories">
                    <h2 id="home-categories" className="text-xl font-bold">
                        {t('home.categories')}
                    </h2>
                    <ul
                        className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
                        data-testid="home-categories"
                    >
                        {categories
                            .filter(item => item.href.startsWith('/'))
                            .map(item => (
                                <li key={item.uid}>
                                    <Link
                                        to={item.href}
                                        prefetch="intent"
                                        className="block rounded-lg border border-neutral-200 bg-white p-3 text-sm font-semibold break-words hyphens-auto hover:border-brand hover:text-brand sm:p-5 sm:text-base"
                                    >
                                        {item.label}
                                    </Link>
                                </li>
                            ))}
                    </ul>
                </section>
            ) : null}
            {loaderData.editorial ? (
                <section
                    className="cms-content mt-10"
                    data-testid="home-editorial"
                    dangerouslySetInnerHTML={{ __html: loaderData.editorial.body }}
                />
            ) : null}
        </div>
    );
}
