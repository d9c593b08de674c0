// The home page below the hero and the promises: offers of the week, category tiles (or the menu's categories), best
// sellers, brands and the staff's 'home' page. Rendered on the server in the page's tree; in the browser its code
// loads as the sections come near the screen (home-sections-island.tsx).
import type { CmsPage } from '~/lib/cms/cms-page';
import { Link } from 'react-router';
import { BrandStrip } from '~/components/home/brand-strip';
import { CategoryTiles } from '~/components/home/category-tiles';
import { ProductShelf } from '~/components/home/product-shelf';
import type { HomeBlocks, HomeShelves } from '~/lib/home/home-content';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { localizePath } from '~/lib/locale/markets';
import type { MenuItem } from '~/lib/menu/menu';

export interface HomeSectionsProps {
    locale: string;
    blocks: HomeBlocks;
    shelves: HomeShelves;
    editorial: CmsPage | null;
    /** The main menu's departments, for tiles when staff have not made the category tiles' block; null otherwise. */
    fallbackCategories: MenuItem[] | null;
}

export function HomeSections({ locale, blocks, shelves, editorial, fallbackCategories }: HomeSectionsProps) {
    const { t } = useTranslation();
    const offers = blocks['home-offers'];
    const bestSellers = blocks['home-best-sellers'];
    const tiles = blocks['home-categories'];
    const brands = blocks['home-brands'];
    const menuCategories = (fallbackCategories ?? []).filter(item => item.href.startsWith('/'));
    return (
        <>
            {offers ? (
                <ProductShelf
                    id="offers"
                    title={offers.title}
                    products={shelves.offers}
                    locale={locale}
                    testId="home-offers"
                    action={
                        <Link
                            to={localizePath(locale, offers.linkHref)}
                            prefetch="intent"
                            className="font-semibold text-brand underline-offset-2 hover:underline"
                            data-testid="home-offers-link"
                        >
                            {offers.linkLabel}
                        </Link>
                    }
                />
            ) : null}
            {tiles ? (
                <CategoryTiles block={tiles} locale={locale} />
            ) : menuCategories.length > 0 ? (
                <section className="mt-10" aria-labelledby="home-categories">
                    <h2 id="home-categories" className="text-xl font-bold">
                        {t('home.categories')}
                    </h2>
                    <ul
                        className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
                        data-testid="home-categories"
                    >
                        {menuCategories.map(item => (
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
            {bestSellers ? (
                <ProductShelf
                    id="best-sellers"
                    title={bestSellers.title}
                    products={shelves.bestSellers}
                    locale={locale}
                    testId="home-best-sellers"
                />
            ) : null}
            {brands ? <BrandStrip block={brands} locale={locale} /> : null}
            {editorial ? (
                <section
                    className="cms-content mt-10"
                    data-testid="home-editorial"
                    dangerouslySetInnerHTML={{ __html: editorial.body }}
                />
            ) : null}
        </>
    );
}
