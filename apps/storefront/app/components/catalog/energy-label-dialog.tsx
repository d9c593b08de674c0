// The full energy label (Radix Dialog) the energy class arrow opens: the A–G scale with the product's class and the
// product information sheet. Loaded on first use, so the product page's first view does not carry the dialog code.
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { EnergyLabelScale } from '~/components/catalog/energy-label-scale';
import { useTranslation } from '~/lib/i18n/i18n-react';

export default function EnergyLabelDialog({
    open,
    onOpenChange,
    letter,
    productName,
    productSheetUrl,
    returnFocusTo,
}: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    letter: string;
    productName: string;
    productSheetUrl: string | null;
    /** What had focus when the dialog opened (the arrow): the dialog has no Radix Trigger to send focus back to. */
    returnFocusTo: RefObject<HTMLElement | null>;
}) {
    const { t } = useTranslation();
    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
                <Dialog.Content
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        returnFocusTo.current?.focus();
                    }}
                    className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
                    data-testid="energy-label-dialog"
                >
                    <div className="flex items-start justify-between gap-4">
                        <Dialog.Title className="text-xl font-bold">{t('product.energyLabel.title')}</Dialog.Title>
                        <Dialog.Close
                            aria-label={t('product.energyLabel.close')}
                            className="-m-2 flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
                        >
                            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
                            </svg>
                        </Dialog.Close>
                    </div>
                    <Dialog.Description className="mt-2 text-sm text-neutral-700">
                        {t('product.energyLabel.description', { name: productName, letter })}
                    </Dialog.Description>
                    <div className="mt-5">
                        <EnergyLabelScale letter={letter} label={t('product.energyLabel.scale', { letter })} />
                    </div>
                    {productSheetUrl ? (
                        <p className="mt-5">
                            <a
                                href={productSheetUrl}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="font-semibold text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                                data-testid="product-sheet-link"
                            >
                                {t('product.energyLabel.productSheet')}
                                <span className="sr-only">{` ${t('product.energyLabel.opensInNewTab')}`}</span>
                            </a>
                        </p>
                    ) : null}
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
