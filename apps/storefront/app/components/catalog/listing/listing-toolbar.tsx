// Above the results: how many products, the sort order and the grid/list switch.
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { NO_JS_ONLY } from '~/components/catalog/listing/facet-filters';
import { FieldError } from '~/components/ui/field-error';
import type { ListingNavigation } from '~/components/catalog/listing/use-listing-navigation';
import { listingCheck } from '~/lib/catalog/listing-checks';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import {
    LISTING_SORTS,
    listingHref,
    listingSearchParams,
    withSort,
    type ListingSort,
} from '~/lib/catalog/listing-query';
import { LISTING_VIEW_PARAM, type ListingView } from '~/lib/catalog/listing-view';
import { useQueryForm } from '~/lib/forms/use-query-form';

/** The order: a GET form with the listing's filters; the same schema as the filters checks it (an unknown order). */
function SortForm({ data, nav }: { data: ListingPageData; nav: ListingNavigation }) {
    const { t } = useTranslation();
    const id = 'listing-sort';
    // The form sends no page: a new order starts from the first.
    const query = useQueryForm({
        reply: data.reply,
        check: listingCheck(data.kind),
        onValid: ({ state }) => nav.go(state),
        onInvalid: nav.forget,
    });
    const invalid = query.errors('sort') !== undefined;
    // Everything but sort and page travels along, so a sorted page keeps its filters and starts again at page 1.
    const kept = [...listingSearchParams(data.base, { ...data.state, sort: 'relevance', page: 1 })];
    return (
        <form
            method="get"
            action={data.base.path}
            className="flex flex-wrap items-center gap-2"
            data-testid="sort-form"
            onSubmit={query.onSubmit}
            onFocus={query.prefetch}
            onPointerEnter={query.prefetch}
        >
            {kept.map(([name, value], index) => (
                <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
                {t('listing.sort.label')}
            </label>
            <select
                id={id}
                name="sort"
                value={nav.shown.sort}
                onChange={event => {
                    const { form, value } = event.currentTarget;
                    // Shown at once while the form is checked.
                    nav.show(withSort(nav.shown, value as ListingSort));
                    if (form) query.submit(form);
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-error` : undefined}
                className="rounded border border-neutral-400 bg-white px-2 py-1.5 text-sm"
            >
                {LISTING_SORTS.map(sort => (
                    <option key={sort} value={sort}>
                        {t(`listing.sort.${sort}`)}
                    </option>
                ))}
            </select>
            <button
                type="submit"
                className={`rounded border border-neutral-900 px-3 py-1 text-sm font-semibold ${NO_JS_ONLY}`}
            >
                {t('listing.sort.apply')}
            </button>
            <FieldError id={`${id}-error`} show={invalid}>
                {t('listing.errors.sort')}
            </FieldError>
        </form>
    );
}

function GridIcon() {
    return (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
            <rect x="1" y="1" width="6" height="6" rx="1" />
            <rect x="9" y="1" width="6" height="6" rx="1" />
            <rect x="1" y="9" width="6" height="6" rx="1" />
            <rect x="9" y="9" width="6" height="6" rx="1" />
        </svg>
    );
}

function ListIcon() {
    return (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
            <rect x="1" y="2" width="4" height="4" rx="1" />
            <rect x="7" y="3" width="8" height="2" rx="1" />
            <rect x="1" y="10" width="4" height="4" rx="1" />
            <rect x="7" y="11" width="8" height="2" rx="1" />
        </svg>
    );
}

function ViewSwitch({
    data,
    view,
    onChange,
}: {
    data: ListingPageData;
    view: ListingView;
    onChange: (view: ListingView) => void;
}) {
    const { t } = useTranslation();
    const current = listingHref(data.base, data.state);
    const hrefFor = (target: ListingView) =>
        `${current}${current.includes('?') ? '&' : '?'}${LISTING_VIEW_PARAM}=${target}`;
    const option = (target: ListingView, label: string, icon: ReactNode) => (
        <a
            href={hrefFor(target)}
            // Without JavaScript the server remembers the choice and comes back; with it, no round trip.
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onChange(target);
            }}
            aria-current={view === target ? 'true' : undefined}
            className={`flex items-center gap-1 px-2 py-1.5 text-sm ${
                view === target ? 'bg-neutral-900 text-white' : 'bg-white hover:text-brand'
            }`}
            data-testid={`view-${target}`}
        >
            {icon}
            <span>{label}</span>
        </a>
    );
    return (
        <div
            role="group"
            aria-label={t('listing.view.label')}
            className="flex overflow-hidden rounded border border-neutral-400"
        >
            {option('grid', t('listing.view.grid'), <GridIcon />)}
            {option('list', t('listing.view.list'), <ListIcon />)}
        </div>
    );
}

export function ListingToolbar({
    data,
    nav,
    view,
    onViewChange,
}: {
    data: ListingPageData;
    nav: ListingNavigation;
    view: ListingView;
    onViewChange: (view: ListingView) => void;
}) {
    const { t } = useTranslation();
    const total = data.listing?.totalItems ?? 0;
    return (
        <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-semibold" role="status" data-testid="result-count">
                {t('listing.count', { count: total })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
                <SortForm data={data} nav={nav} />
                <ViewSwitch data={data} view={view} onChange={onViewChange} />
            </div>
        </div>
    );
}
