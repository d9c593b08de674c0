// The header's search results panel (requirements §2.3): categories of the matches as a multi-select filter, product cards,
// a spinner while loading, "Nessun risultato trovato" with a way back, and the next page when the shopper scrolls near
// the end. Loaded on demand by the search box. Its data comes through a React Router fetcher from /api/catalog/search
// (routes/api.catalog.ts): a newer question cancels the request of the one asked before.
import { useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { Link, useFetcher } from 'react-router';
import { ProductCard } from '~/components/catalog/product-card';
import { PANEL_POSITION, Spinner } from '~/components/search/search-box';
import type { ListingCategoryCount } from '~/components/catalog/listing/listing-page-view.fragment';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { reportSearch } from '~/lib/search/search-events';
import { searchApiUrl, searchPagePath } from '~/lib/search/search-query';
import {
    hasMorePages,
    isSearchAnswer,
    searchKey,
    searchQuestion,
    withAnswer,
    type SearchQuestion,
    type SearchResults,
} from '~/lib/search/search-results';
import type { clientLoader } from '~/routes/api.catalog';

/** Typing pauses this long before the panel asks for results. */
export const SEARCH_DEBOUNCE_MS = 300;
/** requirements §2.3: the next page loads once the end of the list is within 1.5 viewport heights. */
export const PRELOAD_VIEWPORTS = 1.5;

export interface SearchPanelProps {
    id: string;
    locale: string;
    /** The normalized term, at least three characters. */
    term: string;
    /** Closes the panel and gives focus back to the search field. */
    onClose: () => void;
    /** Clears the term and gives focus back to the search field. */
    onGoBack: () => void;
}

/** Calls `onSettle` with the term once typing has paused. */
function useSettling(term: string, onSettle: (term: string) => void) {
    const settle = useEffectEvent(onSettle);
    useEffect(() => {
        const timer = setTimeout(() => settle(term), SEARCH_DEBOUNCE_MS);
        return () => clearTimeout(timer);
    }, [term]);
}

/**
 * Pages of results through one fetcher: `ask` loads a page, and React Router cancels the request of the question asked
 * before if it is still on its way. Each answer is folded into the results once, while rendering.
 */
function useSearchResults() {
    const fetcher = useFetcher<typeof clientLoader>();
    const [asked, setAsked] = useState<SearchQuestion | null>(null);
    const [answered, setAnswered] = useState<{ question: SearchQuestion | null; data: unknown }>({
        question: null,
        data: undefined,
    });
    const [results, setResults] = useState<SearchResults | null>(null);
    const [failed, setFailed] = useState<SearchQuestion | null>(null);

    // Data the fetcher holds once idle answers the question last asked: an older question's request was cancelled.
    const data = fetcher.data;
    if (fetcher.state === 'idle' && data !== undefined && data !== answered.data && asked !== null) {
        if (!isSearchAnswer(data)) {
            setAnswered({ question: asked, data });
            setFailed(asked);
        } else if (data.page === asked.page) {
            setAnswered({ question: asked, data });
            setResults(withAnswer(results, asked, data));
        }
    }

    const load = fetcher.load;
    const ask = (question: SearchQuestion) => {
        setAsked(question);
        setFailed(null);
        void load(searchApiUrl(question));
    };
    // The router reports the fetcher loading an update later than the question is asked: both count.
    const waiting = asked !== null && (fetcher.state !== 'idle' || answered.question !== asked);
    return { results, asked, waiting, failed, ask };
}

/** Calls `onNear` while the end marker is within 1.5 viewport heights of the panel's visible bottom. */
function useNearEnd(
    scroller: RefObject<HTMLElement | null>,
    marker: RefObject<HTMLElement | null>,
    enabled: boolean,
    onNear: () => void,
    // A new observer after every page: an observer only reports changes, and the marker may still be in range.
    generation: number,
) {
    // The observer calls the latest callback without being rebuilt each render.
    const near = useEffectEvent(onNear);
    useEffect(() => {
        const root = scroller.current;
        const target = marker.current;
        if (!enabled || !root || !target) return;
        const margin = Math.round(PRELOAD_VIEWPORTS * window.innerHeight);
        const observer = new IntersectionObserver(
            entries => {
                if (entries.some(entry => entry.isIntersecting)) near();
            },
            { root, rootMargin: `0px 0px ${margin}px 0px` },
        );
        observer.observe(target);
        return () => observer.disconnect();
    }, [scroller, marker, enabled, generation]);
}

function CategoryFilter({
    categories,
    selected,
    onToggle,
}: {
    categories: ListingCategoryCount[];
    selected: readonly string[];
    onToggle: (slug: string) => void;
}) {
    const { t } = useTranslation();
    const headingId = useId();
    return (
        <section aria-labelledby={headingId} className="mb-4 md:mb-0">
            <h2 id={headingId} className="mb-2 text-sm font-bold">
                {t('searchPanel.categories')}
                <span className="sr-only">{`: ${t('searchPanel.categoriesHint')}`}</span>
            </h2>
            {/* On phones one swipeable row, so the products stay in sight; a column beside them from 768 px. */}
            <ul
                className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:p-0"
                data-testid="search-categories"
            >
                {categories.map(category => {
                    const pressed = selected.includes(category.slug);
                    return (
                        <li key={category.slug} className="shrink-0">
                            <button
                                type="button"
                                aria-pressed={pressed}
                                // "Lavatrici, 8 prodotti" rather than "Lavatrici (8)" for screen readers.
                                aria-label={`${category.name}, ${t('searchPanel.categoryCount', { count: category.count })}`}
                                onClick={() => onToggle(category.slug)}
                                className={`flex w-full items-center gap-2 rounded-md border px-2.5 py-1.5 text-left text-sm whitespace-nowrap md:whitespace-normal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 ${
                                    pressed
                                        ? 'border-neutral-900 bg-neutral-900 text-white'
                                        : 'border-neutral-300 bg-white text-neutral-900 hover:border-neutral-900'
                                }`}
                                data-testid="search-category"
                                data-slug={category.slug}
                            >
                                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none">
                                    <rect
                                        x="1.5"
                                        y="1.5"
                                        width="13"
                                        height="13"
                                        rx="2"
                                        stroke="currentColor"
                                        strokeWidth="1.5"
                                    />
                                    {pressed ? (
                                        <path d="m4.5 8 2.5 2.5 4.5-5" stroke="currentColor" strokeWidth="2" />
                                    ) : null}
                                </svg>
                                <span className="flex-1">{category.name}</span>
                                <span className={pressed ? 'text-neutral-200' : 'text-neutral-600'}>
                                    {`(${category.count})`}
                                </span>
                            </button>
                        </li>
                    );
                })}
            </ul>
        </section>
    );
}

function RetryButton({ onClick }: { onClick: () => void }) {
    const { t } = useTranslation();
    return (
        <button
            type="button"
            onClick={onClick}
            className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
        >
            {t('searchPanel.retry')}
        </button>
    );
}

export default function SearchPanel({ id, locale, term, onClose, onGoBack }: SearchPanelProps) {
    const { t } = useTranslation();
    /** The term once typing has paused; null until then. */
    const [settled, setSettled] = useState<string | null>(null);
    // The category filter belongs to the term it was chosen for: a newly settled term starts unfiltered.
    const [selected, setSelected] = useState<string[]>([]);
    const { results, asked, waiting, failed: failure, ask } = useSearchResults();
    const scroller = useRef<HTMLDivElement>(null);
    const endMarker = useRef<HTMLDivElement>(null);
    const productsHeadingId = useId();

    useSettling(term, next => {
        if (next === settled) return;
        reportSearch(next);
        setSettled(next);
        // Coming back to an earlier term starts unfiltered too.
        setSelected([]);
        ask(searchQuestion(next, [], 1));
    });

    const key = settled === null ? null : searchKey(settled, selected);
    const current = results && results.key === key ? results : null;
    const hasMore = hasMorePages(current);
    const loadingMore = waiting && asked?.key === key && asked.page > 1;
    const failed = failure !== null && failure.key === key ? failure : null;

    const loadMore = () => {
        if (!current || !hasMore || waiting || failed || settled === null) return;
        ask(searchQuestion(settled, selected, current.page + 1));
    };
    const retry = () => {
        if (failed) ask(failed);
    };

    // A failed page waits for "Riprova" rather than being asked for again and again.
    useNearEnd(scroller, endMarker, hasMore && !loadingMore && !failed, loadMore, current?.items.length ?? 0);

    const toggle = (slug: string) => {
        if (settled === null) return;
        const next = selected.includes(slug) ? selected.filter(s => s !== slug) : [...selected, slug];
        setSelected(next);
        ask(searchQuestion(settled, next, 1));
        scroller.current?.scrollTo({ top: 0 });
    };

    const typing = settled !== term;
    // Categories stay in place while a category toggle reloads the products, so focus stays on the pressed button.
    const termResults = !typing && results?.term === settled ? results : null;
    const empty = current !== null && current.totalItems === 0;
    const failedFirst = failed !== null && failed.page === 1;
    const loadingFirst = !failedFirst && (termResults === null || current === null);

    let status: string | null;
    if (failedFirst) status = t('searchPanel.error');
    else if (loadingFirst) status = null;
    else if (empty) status = t('searchPanel.noResults');
    else status = t('searchPanel.resultCount', { count: current?.totalItems ?? 0, term: settled });

    return (
        <div
            ref={scroller}
            id={id}
            role="dialog"
            aria-label={t('searchPanel.dialog')}
            className={`${PANEL_POSITION} max-h-[70dvh] overflow-y-auto overscroll-contain`}
            data-testid="search-panel"
        >
            <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-200 bg-white px-4 py-2">
                {/* One live region for the whole panel, so every change of state is announced. */}
                <p
                    role="status"
                    className={`flex min-w-0 flex-1 items-center gap-3 py-2 ${
                        empty ? 'text-base font-bold' : 'text-sm text-neutral-700'
                    }`}
                    data-testid="search-status"
                >
                    {loadingFirst ? <Spinner /> : null}
                    {loadingFirst ? t('searchPanel.loading') : status}
                </p>
                {current && current.totalItems > 0 ? (
                    <Link
                        to={searchPagePath(locale, current.term, selected)}
                        className="text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
                        data-testid="search-view-all"
                    >
                        {t('searchPanel.viewAll', { count: current.totalItems })}
                    </Link>
                ) : null}
                <button
                    type="button"
                    onClick={onClose}
                    aria-label={t('searchPanel.close')}
                    className="-mr-2 rounded p-2 text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-neutral-900"
                >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                        <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" />
                    </svg>
                </button>
            </div>

            {failedFirst ? (
                <div className="p-4">
                    <RetryButton onClick={retry} />
                </div>
            ) : empty && selected.length === 0 ? (
                <div className="p-4" data-testid="search-empty" data-search-body>
                    <p className="text-sm text-neutral-700">{t('searchPanel.noResultsFor', { term: settled })}</p>
                    <button
                        type="button"
                        onClick={onGoBack}
                        className="mt-3 rounded-md border border-neutral-900 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                    >
                        {t('searchPanel.goBack')}
                    </button>
                </div>
            ) : termResults ? (
                <div className="p-4 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6" data-search-body>
                    {termResults.categories.length > 0 ? (
                        <CategoryFilter categories={termResults.categories} selected={selected} onToggle={toggle} />
                    ) : (
                        <div />
                    )}
                    <section aria-labelledby={productsHeadingId} aria-busy={current === null}>
                        <h2 id={productsHeadingId} className="mb-2 text-sm font-bold">
                            {t('searchPanel.products')}
                        </h2>
                        {current ? (
                            <ul className="grid gap-3" data-testid="search-results">
                                {current.items.map((product, index) => (
                                    <li key={product.code}>
                                        <ProductCard
                                            product={product}
                                            locale={locale}
                                            layout="list"
                                            list={{
                                                listId: 'search-panel',
                                                listName: t('searchPanel.listName'),
                                                index,
                                            }}
                                        />
                                    </li>
                                ))}
                            </ul>
                        ) : null}
                        {hasMore ? <div ref={endMarker} aria-hidden="true" className="h-px" /> : null}
                        <p role="status" className="text-sm text-neutral-700">
                            {loadingMore ? (
                                <span className="flex items-center gap-3 pt-3">
                                    <Spinner />
                                    {t('searchPanel.loadingMore')}
                                </span>
                            ) : null}
                        </p>
                        {failed ? (
                            <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                                {t('searchPanel.error')}
                                <RetryButton onClick={retry} />
                            </div>
                        ) : null}
                    </section>
                </div>
            ) : null}
        </div>
    );
}
