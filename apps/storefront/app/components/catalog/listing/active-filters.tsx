// Chips of the active filters, each a link to the same listing without it, and "Cancella filtri" for all of them.
import { FILTER_FACET_CODES } from '@shop/rules';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import {
    listingLink,
    withoutCategory,
    withoutFacetValue,
    withoutFilter,
    withoutFilters,
    type ListingState,
} from '~/lib/catalog/listing-query';
import { formatCents } from '~/lib/format/money';

interface Chip {
    key: string;
    label: string;
    link: ReturnType<typeof listingLink>;
}

function chipsOf(data: ListingPageData, state: ListingState, t: ReturnType<typeof useTranslation>['t']): Chip[] {
    const listing = data.listing;
    const chips: Chip[] = [];
    for (const slug of state.categories) {
        const name = listing?.categories.find(c => c.slug === slug)?.name ?? slug;
        chips.push({
            key: `categoria:${slug}`,
            label: name,
            link: listingLink(data.base, withoutCategory(state, slug)),
        });
    }
    for (const code of FILTER_FACET_CODES) {
        const facet = listing?.facets.find(f => f.code === code);
        for (const value of state.facets[code] ?? []) {
            const name = facet?.values.find(v => v.code === value)?.name ?? value;
            chips.push({
                key: `${code}:${value}`,
                label: name,
                link: listingLink(data.base, withoutFacetValue(state, code, value)),
            });
        }
    }
    if (state.priceFrom !== null) {
        chips.push({
            key: 'price_from',
            label: t('listing.filters.priceFromChip', { price: formatCents(state.priceFrom) }),
            link: listingLink(data.base, withoutFilter(state, 'priceFrom')),
        });
    }
    if (state.priceTo !== null) {
        chips.push({
            key: 'price_to',
            label: t('listing.filters.priceToChip', { price: formatCents(state.priceTo) }),
            link: listingLink(data.base, withoutFilter(state, 'priceTo')),
        });
    }
    if (state.onSale) {
        chips.push({
            key: 'on_sale',
            label: t('listing.filters.onSaleChip'),
            link: listingLink(data.base, withoutFilter(state, 'onSale')),
        });
    }
    return chips;
}

/** "Cancella filtri": the same listing in the same order, without any filter. */
export function clearFiltersLink(data: ListingPageData) {
    return listingLink(data.base, withoutFilters(data.state));
}

export function ActiveFilters({ data }: { data: ListingPageData }) {
    const { t } = useTranslation();
    const chips = chipsOf(data, data.state, t);
    if (chips.length === 0) return null;
    return (
        <section
            aria-label={t('listing.filters.activeLabel')}
            className="flex flex-wrap items-center gap-2"
            data-testid="active-filters"
        >
            <ul className="flex flex-wrap gap-2">
                {chips.map(chip => (
                    <li key={chip.key}>
                        <Link
                            {...chip.link}
                            preventScrollReset
                            aria-label={t('listing.filters.remove', { label: chip.label })}
                            className="flex items-center gap-1 rounded-full border border-neutral-400 bg-white px-3 py-1 text-sm hover:border-brand hover:text-brand"
                            data-testid="filter-chip"
                        >
                            {chip.label}
                            <span aria-hidden="true" className="text-base leading-none">
                                ×
                            </span>
                        </Link>
                    </li>
                ))}
            </ul>
            <Link
                {...clearFiltersLink(data)}
                preventScrollReset
                className="text-sm font-semibold text-brand underline underline-offset-2"
                data-testid="clear-filters"
            >
                {t('listing.filters.clearAll')}
            </Link>
        </section>
    );
}
