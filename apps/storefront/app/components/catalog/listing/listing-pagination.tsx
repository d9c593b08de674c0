// Page links of a listing: previous, numbers (first, last and the current one's neighbours), next.
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { listingLink, withPage, type ListingBase, type ListingState } from '~/lib/catalog/listing-query';

/** Page numbers to link, with 'gap' where pages are skipped: 1 … 4 5 6 … 20. */
export function paginationItems(current: number, count: number): Array<number | 'gap'> {
    const pages = new Set([1, count, current - 1, current, current + 1]);
    // Near either end, show a run of five rather than a gap hiding a single page.
    if (current <= 3) [2, 3, 4].forEach(p => pages.add(p));
    if (current >= count - 2) [count - 3, count - 2, count - 1].forEach(p => pages.add(p));
    const sorted = [...pages].filter(p => p >= 1 && p <= count).sort((a, b) => a - b);
    const items: Array<number | 'gap'> = [];
    for (const page of sorted) {
        const previous = items[items.length - 1];
        if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
        else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
        items.push(page);
    }
    return items;
}

const ITEM = 'flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm font-semibold';

export function ListingPagination({
    base,
    state,
    pageCount,
}: {
    base: ListingBase;
    state: ListingState;
    pageCount: number;
}) {
    const { t } = useTranslation();
    if (pageCount <= 1) return null;
    const current = state.page;
    return (
        <nav aria-label={t('listing.pagination.label')} className="mt-8" data-testid="pagination">
            <ul className="flex flex-wrap items-center justify-center gap-2">
                {current > 1 ? (
                    <li>
                        <Link
                            {...listingLink(base, withPage(state, current - 1))}
                            rel="prev"
                            aria-label={t('listing.pagination.previousLabel')}
                            className={`${ITEM} border-neutral-300 bg-white hover:border-brand`}
                            data-testid="pagination-previous"
                        >
                            <span aria-hidden="true">‹&nbsp;</span>
                            {t('listing.pagination.previous')}
                        </Link>
                    </li>
                ) : null}
                {paginationItems(current, pageCount).map((item, index) =>
                    item === 'gap' ? (
                        <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-600">
                            …
                        </li>
                    ) : (
                        <li key={item}>
                            <Link
                                {...listingLink(base, withPage(state, item))}
                                aria-label={t('listing.pagination.page', { page: item })}
                                aria-current={item === current ? 'page' : undefined}
                                className={`${ITEM} ${
                                    item === current
                                        ? 'border-brand bg-brand text-white'
                                        : 'border-neutral-300 bg-white hover:border-brand'
                                }`}
                            >
                                {item}
                            </Link>
                        </li>
                    ),
                )}
                {current < pageCount ? (
                    <li>
                        <Link
                            {...listingLink(base, withPage(state, current + 1))}
                            rel="next"
                            aria-label={t('listing.pagination.nextLabel')}
                            className={`${ITEM} border-neutral-300 bg-white hover:border-brand`}
                            data-testid="pagination-next"
                        >
                            {t('listing.pagination.next')}
                            <span aria-hidden="true">&nbsp;›</span>
                        </Link>
                    </li>
                ) : null}
            </ul>
        </nav>
    );
}
