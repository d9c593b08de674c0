// Home page (/, /it, /it/Home), composed from the staff's CMS blocks: hero carousel, the shop's promises, offers of the
// week, category tiles, best sellers and brands; then the staff's 'home' CMS page when present. Without the blocks it
// falls back to a welcome and the main menu's categories.
import type { Route } from './+types/home';
import { HeroCarousel } from '~/components/home/hero-carousel';
import { HomeSectionsIsland } from '~/components/home/home-sections-island';
import { ShopPromises } from '~/components/home/shop-promises';
import { getCmsPage } from '~/lib/cms/cms.server';
import { heroPreload } from '~/lib/home/hero-images';
import { getHomeContent } from '~/lib/home/home.server';
import { getMainMenu } from '~/lib/menu/menu.server';
import { skipApiRevalidation } from '~/lib/http/revalidation';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';

/** requirements §2.2 "navigation hidden": home shows no breadcrumb trail. */
export const handle = { breadcrumbs: false };

export async function loader({ params }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    // Both come from the in-process caches and never fail the home page; fetched side by side.
    const [content, editorial] = await Promise.all([
        getHomeContent(locale),
        getCmsPage(locale, 'home').catch(() => null),
    ]);
    // Without the staff's category tiles the main menu's departments stand in (the layout no longer sends the menu).
    const fallbackCategories = content.blocks['home-categories'] ? null : await getMainMenu(locale).catch(() => []);
    return { locale, ...content, editorial, fallbackCategories };
}

/** The layout's title and description, and the first hero picture preloaded at its shown size (the page's LCP). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
    const layout = matches.find(match => match?.id === 'root')?.meta ?? [];
    const first = loaderData?.blocks['home-hero']?.slides[0];
    return first ? [...layout, heroPreload(first.image.src)] : layout;
};

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function Home({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, blocks, shelves, editorial, fallbackCategories } = loaderData;
    const hero = blocks['home-hero'];
    const promises = blocks['home-promises'];
    return (
        <div className="mx-auto max-w-7xl px-4 py-6 md:py-8" data-testid="home">
            {hero ? (
                <>
                    <h1 className="sr-only">{t('home.heading')}</h1>
                    <HeroCarousel slides={hero.slides} locale={locale} />
                </>
            ) : (
                <section className="rounded-lg bg-white p-8 shadow-sm">
                    {/* Long Italian words ("elettrodomestici") must wrap on a 320 px phone, whatever font the device has. */}
                    <h1 className="text-3xl font-bold break-words hyphens-auto">{t('home.heading')}</h1>
                    <p className="mt-3 max-w-2xl text-neutral-700">{t('home.intro')}</p>
                </section>
            )}
            {promises ? <ShopPromises block={promises} /> : null}
            <HomeSectionsIsland
                locale={locale}
                blocks={blocks}
                shelves={shelves}
                editorial={editorial}
                fallbackCategories={fallbackCategories}
            />
        </div>
    );
}
