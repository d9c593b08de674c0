// The filters on a phone (< 768 px): a side panel with the same form; loaded on first use.
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { clearFiltersLink } from '~/components/catalog/listing/active-filters';
import { FacetFilters, SIDEBAR_FILTERS_ID } from '~/components/catalog/listing/facet-filters';
import { SidePanel, SidePanelClose } from '~/components/ui/side-panel';
import type { ListingPageData } from '~/lib/catalog/listing-page';
import { activeFilterCount } from '~/lib/catalog/listing-query';

export default function FilterDialog({
    data,
    open,
    onOpenChange,
    returnFocusTo,
}: {
    data: ListingPageData;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
    const { t } = useTranslation();
    const total = data.listing?.totalItems ?? 0;
    return (
        <SidePanel
            open={open}
            onOpenChange={onOpenChange}
            side="left"
            hiddenFrom="md"
            title={t('listing.filters.title')}
            closeLabel={t('listing.filters.close')}
            returnFocusTo={returnFocusTo}
            testId="filter-dialog"
        >
            <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
                <FacetFilters data={data} idPrefix="filter-dialog" valuesFrom={SIDEBAR_FILTERS_ID} />
            </div>
            <div className="flex items-center gap-3 border-t border-neutral-200 px-4 py-3">
                {activeFilterCount(data.state) > 0 ? (
                    <Link
                        {...clearFiltersLink(data)}
                        preventScrollReset
                        className="text-sm font-semibold text-brand underline underline-offset-2"
                    >
                        {t('listing.filters.clearAll')}
                    </Link>
                ) : null}
                <SidePanelClose
                    className="ml-auto rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
                    data-testid="filter-dialog-show"
                >
                    {t('listing.filters.show', { count: total })}
                </SidePanelClose>
            </div>
        </SidePanel>
    );
}
