// A category listing, the full search results, the offers or a brand's products: breadcrumbs, title and description
// (the offers' introduction and coupon codes), sub-categories, filters (a sidebar from 768 px, a slide-in dialog
// below), sort, grid/list view, product cards and pagination.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductCard, type CardPictureLoading } from '~/components/catalog/product-card';
import { ActiveFilters } from '~/components/catalog/listing/active-filters';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { FacetFilters, SIDEBAR_FILTERS_ID } from '~/components/catalog/listing/facet-filters';
import { FieldError } from '~/components/ui/field-error';
import { ListingEmpty } from '~/components/catalog/listing/listing-empty';
import { ListingPagination } from '~/components/catalog/listing/listing-pagination';
import { ListingToolbar } from '~/components/catalog/listing/listing-toolbar';
import { useListingNavigation } from '~/components/catalog/listing/use-listing-navigation';
import { listContextOf, useViewItemList } from '~/components/catalog/listing/use-view-item-list';
import { breadcrumbJsonLd, listingHeading, type ListingPageData } from '~/lib/catalog/listing-page';
import { listingCheck } from '~/lib/catalog/listing-checks';
import { activeFilterCount } from '~/lib/catalog/listing-query';
import { rememberListingView, type ListingView } from '~/lib/catalog/listing-view';
import { brandPath, categoryPath, offersPath } from '~/lib/catalog/urls';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import { useNonce } from '~/lib/http/nonce';
import { useQueryForm } from '~/lib/forms/use-query-form';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, searchPagePath } from '~/lib/search/search-query';

const loadFilterDialog = () => import('~/components/catalog/listing/filter-dialog');
const FilterDialog = lazy(loadFilterDialog);

/**
 * Cards whose pictures load at once: the first row on a phone (two cards, the largest paint there) ahead of everything
 * else, and the rest of the first row on wider screens (up to four) at the browser's priority (decision 053). Every
 * other card lazily.
 */
function cardPicture(index: number): CardPictureLoading {
    if (index < 2) return 'first';
    return index < 4 ? 'early' : 'lazy';
}
const FILTERS_ID = 'filtri';

/** Home, then the category path (root first), the offers, the brand or the search page: also the JSON-LD BreadcrumbList. */
function trailOf(data: ListingPageData, heading: string, homeLabel: string): Array<{ name: string; path: string }> {
    const home = { name: homeLabel, path: `/${data.locale}` };
    const category = data.listing?.category;
    if (data.kind === 'category' && category) {
        return [home, ...category.breadcrumbs.map(c => ({ name: c.name, path: categoryPath(data.locale, c.slug) }))];
    }
    if (data.kind === 'offers') return [home, { name: heading, path: offersPath(data.locale) }];
    if (data.kind === 'brand' && data.brand) {
        return [home, { name: heading, path: brandPath(data.locale, data.brand.code) }];
    }
    return [home, { name: heading, path: data.canonicalPath }];
}

function MobileFilterButton({ data }: { data: ListingPageData }) {
    const { t } = useTranslation();
    const hydrated = useHydrated();
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    const count = activeFilterCount(data.state);
    const content = (
        <>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
                <path d="M3 5h14M6 10h8M8 15h4" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('listing.filters.open')}
            {count > 0 ? (
                <span className="rounded-full bg-brand px-2 text-xs text-white" data-testid="filter-count">
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">{t('listing.filters.active', { count })}</span>
                </span>
            ) : null}
        </>
    );
    const className =
        'flex items-center gap-2 rounded border border-neutral-900 bg-white px-4 py-2 text-sm font-semibold md:hidden';
    // Without JavaScript the button is a link to the filter form, which :target then shows.
    if (!hydrated) {
        return (
            <a href={`#${FILTERS_ID}`} className={className} data-testid="filter-button">
                {content}
            </a>
        );
    }
    return (
        <>
            <button
                ref={button}
                type="button"
                className={className}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="filter-button"
                onPointerEnter={() => void loadFilterDialog()}
                onFocus={() => void loadFilterDialog()}
                onClick={() => {
                    setWanted(true);
                    setOpen(true);
                }}
            >
                {content}
            </button>
            {wanted ? (
                <Suspense fallback={null}>
                    <FilterDialog data={data} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}

/** The results page's own search field: shown when there is nothing to list, or when the term sent was refused. */
function SearchForm({ data }: { data: ListingPageData }) {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const query = useQueryForm({
        reply: data.reply,
        check: listingCheck('search'),
        onValid: ({ term }) => void navigate(searchPagePath(data.locale, term)),
    });
    const invalid = query.errors('q') !== undefined;
    const id = 'listing-search-term';
    return (
        <form
            method="get"
            action={data.base.path}
            role="search"
            className="mt-6 flex max-w-xl flex-wrap gap-2"
            data-testid="search-form"
            onSubmit={query.onSubmit}
            onInput={query.onInput}
            onFocus={query.prefetch}
            onPointerEnter={query.prefetch}
        >
            <label htmlFor={id} className="sr-only">
                {t('listing.search.label')}
            </label>
            <input
                id={id}
                type="search"
                name="q"
                defaultValue={query.sent('q') ?? data.term ?? ''}
                placeholder={t('listing.search.placeholder')}
                minLength={SEARCH_MIN_CHARS}
                maxLength={SEARCH_MAX_CHARS}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                className={`min-w-0 flex-1 rounded border px-3 py-2 ${invalid ? 'border-brand' : 'border-neutral-400'}`}
            />
            <button type="submit" className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
                {t('listing.search.submit')}
            </button>
            <FieldError id={`${id}-error`} show={invalid}>
                {t('listing.errors.termTooLong', { max: SEARCH_MAX_CHARS })}
            </FieldError>
        </form>
    );
}

export function ListingPageView({ data }: { data: ListingPageData }) {
    const { t } = useTranslation();
    const nonce = useNonce();
    const nav = useListingNavigation(data);
    const [view, setView] = useState<ListingView>(data.view);
    const searchListName = t('listing.search.listName');
    useViewItemList(data, searchListName);

    const listing = data.listing;
    const category = data.kind === 'category' ? listing?.category : null;
    const heading = listingHeading(data);
    const trail = trailOf(data, heading, t('breadcrumbs.home'));
    const list = listContextOf(data, searchListName);
    const offset = (data.state.page - 1) * data.pageSize;

    const changeView = (next: ListingView) => {
        setView(next);
        rememberListingView(next);
    };

    return (
        <div className="mx-auto max-w-7xl px-4 py-6" data-testid="listing-page" data-kind={data.kind}>
            <Breadcrumbs locale={data.locale} items={trail.slice(1).map(c => ({ label: c.name, href: c.path }))} />
            {category || data.kind === 'offers' || data.kind === 'brand' ? (
                <script
                    type="application/ld+json"
                    nonce={nonce}
                    // The browser hides nonces from the DOM, so the hydrating client sees an empty one.
                    suppressHydrationWarning
                    dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(data, trail) }}
                />
            ) : null}
            <header className="mt-4">
                <h1 className="text-3xl font-bold" data-testid="listing-title">
                    {heading}
                </h1>
                {category?.description ? (
                    <div
                        className="cms-content mt-3 max-w-3xl text-neutral-700"
                        data-testid="category-description"
                        dangerouslySetInnerHTML={{ __html: category.description }}
                    />
                ) : null}
                {data.kind === 'offers' ? (
                    <p className="mt-3 max-w-3xl text-neutral-700" data-testid="offers-intro">
                        {t('listing.offers.intro')}
                    </p>
                ) : null}
                {data.contentHtml ? (
                    <section
                        aria-labelledby="listing-content-title"
                        // Compact on phones, where the products should start near the top.
                        className="mt-4 max-w-3xl rounded-lg border border-brand/30 bg-brand/5 px-4 py-3 text-sm md:text-base"
                        data-testid="offers-coupons"
                    >
                        <h2 id="listing-content-title" className="text-base font-bold md:text-lg">
                            {t('listing.offers.coupons')}
                        </h2>
                        <div className="cms-content mt-1" dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
                    </section>
                ) : null}
                {category && category.children.length > 0 ? (
                    <nav aria-label={t('listing.subcategories')} className="mt-4" data-testid="subcategories">
                        {/* Its links are styled by app.css's subcategory-links: a top category carries a dozen. */}
                        <ul className="subcategory-links">
                            {category.children.map(child => (
                                <li key={child.slug}>
                                    <Link to={categoryPath(data.locale, child.slug)} prefetch="intent">
                                        {child.name}
                                    </Link>
                                </li>
                            ))}
                        </ul>
                    </nav>
                ) : null}
            </header>

            {data.kind === 'search' && data.termTooShort ? (
                <>
                    {data.term ? (
                        <p className="mt-4 text-neutral-700" data-testid="search-too-short">
                            {t('listing.search.tooShort', { min: SEARCH_MIN_CHARS })}
                        </p>
                    ) : null}
                    <SearchForm data={data} />
                </>
            ) : null}

            {listing ? (
                <div className="mt-6 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
                    <aside
                        id={FILTERS_ID}
                        aria-labelledby="listing-filters-title"
                        // On phones the form shows when its link is followed (:target), and when it has an error to show.
                        className={`mb-6 scroll-mt-4 target:block md:mb-0 md:block ${
                            data.reply?.error?.price_from || data.reply?.error?.price_to ? 'block' : 'hidden'
                        }`}
                        data-testid="filter-sidebar"
                    >
                        <h2 id="listing-filters-title" className="mb-2 text-lg font-bold">
                            {t('listing.filters.title')}
                        </h2>
                        <FacetFilters data={data} idPrefix={SIDEBAR_FILTERS_ID} />
                    </aside>
                    <section aria-labelledby="listing-results-title" className="min-w-0">
                        <h2 id="listing-results-title" className="sr-only">
                            {t('listing.products')}
                        </h2>
                        <div className="mb-3 md:hidden">
                            <MobileFilterButton data={data} />
                        </div>
                        <ListingToolbar data={data} nav={nav} view={view} onViewChange={changeView} />
                        <div className="mt-3">
                            <ActiveFilters data={data} />
                        </div>
                        {data.reply?.error?.page ? (
                            // No field sends the page: its error stands above the products of the first page.
                            <p role="alert" className="mt-3 text-sm text-brand" data-testid="page-error">
                                {t('listing.errors.page')}
                            </p>
                        ) : null}
                        {data.reply?.error?.price_from || data.reply?.error?.price_to ? (
                            <p role="status" className="mt-3 text-sm text-brand" data-testid="price-notice">
                                {t('listing.errors.priceNotice')}
                            </p>
                        ) : null}
                        <div
                            aria-busy={nav.busy}
                            className={`mt-4 transition-opacity ${nav.busy ? 'opacity-60' : ''}`}
                            data-testid="listing-results"
                        >
                            {listing.items.length > 0 ? (
                                <ul
                                    className={
                                        view === 'grid'
                                            ? 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4'
                                            : 'flex flex-col gap-3'
                                    }
                                    data-testid="product-list"
                                    data-view={view}
                                >
                                    {listing.items.map((product, index) => (
                                        <li key={product.code}>
                                            <ProductCard
                                                product={product}
                                                locale={data.locale}
                                                layout={view}
                                                picture={cardPicture(index)}
                                                list={{ ...list, index: offset + index }}
                                            />
                                        </li>
                                    ))}
                                </ul>
                            ) : (
                                <ListingEmpty data={data} />
                            )}
                        </div>
                        <ListingPagination base={data.base} state={data.state} pageCount={data.pageCount} />
                    </section>
                </div>
            ) : null}
        </div>
    );
}
