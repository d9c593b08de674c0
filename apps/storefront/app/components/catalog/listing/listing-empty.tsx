// No products to show: say why and offer a way out (clear the filters, the parent category, the home page).
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { clearFiltersLink } from '~/components/catalog/listing/active-filters';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import { activeFilterCount } from '~/lib/catalog/listing-query';
import { categoryPath } from '~/lib/catalog/urls';

export function ListingEmpty({ data }: { data: ListingPageData }) {
    const { t } = useTranslation();
    const filtered = activeFilterCount(data.state) > 0;
    const trail = data.listing?.category?.breadcrumbs ?? [];
    // Breadcrumbs run root first and end with the category itself.
    const parent = trail.length >= 2 ? trail[trail.length - 2] : undefined;
    let text: string;
    if (filtered) text = t('listing.empty.filtered');
    else if (data.kind === 'search') text = t('listing.empty.search', { term: data.term ?? '' });
    else if (data.kind === 'offers') text = t('listing.offers.empty');
    else if (data.kind === 'brand') text = t('listing.brand.empty', { name: data.brand?.name ?? '' });
    else text = t('listing.empty.category');
    return (
        <div className="mt-6 rounded-lg border border-neutral-200 bg-white p-8 text-center" data-testid="listing-empty">
            <h3 className="text-xl font-bold">{t('listing.empty.title')}</h3>
            <p className="mt-2 text-neutral-700">{text}</p>
            <ul className="mt-6 flex flex-wrap justify-center gap-3">
                {filtered ? (
                    <li>
                        <Link
                            {...clearFiltersLink(data)}
                            className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
                            data-testid="empty-clear-filters"
                        >
                            {t('listing.empty.clearFilters')}
                        </Link>
                    </li>
                ) : null}
                {parent ? (
                    <li>
                        <Link
                            to={categoryPath(data.locale, parent.slug)}
                            className="inline-block rounded border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-100"
                        >
                            {t('listing.empty.backTo', { name: parent.name })}
                        </Link>
                    </li>
                ) : null}
                <li>
                    <Link
                        to={`/${data.locale}`}
                        className="inline-block rounded border border-neutral-900 px-5 py-2.5 font-semibold hover:bg-neutral-100"
                    >
                        {t('listing.empty.home')}
                    </Link>
                </li>
            </ul>
        </div>
    );
}
