// The cart sidebar (SPEC §2.3): a Radix Dialog sliding in from the right, page scroll locked while open; loaded on first
// use. Opening it reports view_cart.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type RefObject } from 'react';
import { CartContents, KEEP_SHOPPING_CLASS } from '~/components/cart/cart-contents';
import { CartOutdatedNotice } from '~/components/cart/cart-outdated-notice';
import { pushEvent } from '~/lib/analytics/data-layer';
import { viewCartEvent } from '~/lib/cart/cart-analytics';
import { getCartState, useCartState } from '~/lib/cart/cart-store';
import { useTranslation } from '~/lib/i18n/i18n-react';

export default function CartSidebar({
    locale,
    open,
    onOpenChange,
    returnFocusTo,
}: {
    locale: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** The header button: the dialog has no Radix Trigger to send focus back to. */
    returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
    const { t } = useTranslation();
    const { cart, loading } = useCartState();
    const ready = cart !== null;

    // One view_cart per opening, once the cart is known.
    useEffect(() => {
        const current = getCartState().cart;
        if (open && current) pushEvent(viewCartEvent(current));
    }, [open, ready]);

    return (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
            <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
                <Dialog.Content
                    aria-describedby={undefined}
                    onCloseAutoFocus={event => {
                        event.preventDefault();
                        returnFocusTo.current?.focus();
                    }}
                    className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl"
                    data-testid="cart-sidebar"
                    aria-busy={loading}
                >
                    <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
                        <Dialog.Title className="text-lg font-bold">{t('cart.title')}</Dialog.Title>
                        <Dialog.Close
                            className="flex size-10 items-center justify-center rounded text-2xl hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
                            aria-label={t('cart.close')}
                        >
                            <span aria-hidden="true">×</span>
                        </Dialog.Close>
                    </div>
                    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
                        <CartOutdatedNotice />
                        {cart ? (
                            <CartContents
                                cart={cart}
                                locale={locale}
                                keepShopping={
                                    <Dialog.Close className={KEEP_SHOPPING_CLASS} data-testid="cart-keep-shopping">
                                        {t('cart.keepShopping')}
                                    </Dialog.Close>
                                }
                            />
                        ) : (
                            <p role="status" data-testid="cart-loading">
                                {t('cart.loading')}
                            </p>
                        )}
                    </div>
                </Dialog.Content>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
