// The filters on a phone (< 768 px): a slide-in sidebar (Radix Dialog) with the same form; loaded on first use.
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { clearFiltersHref } from '~/components/catalog/listing/active-filters';
import { FacetFilters } from '~/components/catalog/listing/facet-filters';
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
    /** The button that opened the sidebar: the dialog has no Radix Trigger to send focus back to. */
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
    const { t } = useTranslation();
    const total = data.listing?.totalItems ?? 0;
    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
                <Dialog.Content
                    aria-describedby={undefined}
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        returnFocusTo.current?.focus();
                    }}
                    className="animate-slide-in fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-sm flex-col bg-white shadow-xl motion-reduce:animate-none md:hidden"
                    data-testid="filter-dialog"
                >
                    <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
                        <Dialog.Title className="text-lg font-bold">{t('listing.filters.title')}</Dialog.Title>
                        <Dialog.Close
                            className="rounded px-2 text-2xl leading-none"
                            aria-label={t('listing.filters.close')}
                        >
                            <span aria-hidden="true">×</span>
                        </Dialog.Close>
                    </div>
                    <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
                        <FacetFilters data={data} idPrefix="filter-dialog" />
                    </div>
                    <div className="flex items-center gap-3 border-t border-neutral-200 px-4 py-3">
                        {activeFilterCount(data.state) > 0 ? (
                            <Link
                                to={clearFiltersHref(data)}
                                preventScrollReset
                                className="text-sm font-semibold text-brand underline underline-offset-2"
                            >
                                {t('listing.filters.clearAll')}
                            </Link>
                        ) : null}
                        <Dialog.Close
                            className="ml-auto rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
                            data-testid="filter-dialog-show"
                        >
                            {t('listing.filters.show', { count: total })}
                        </Dialog.Close>
                    </div>
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
