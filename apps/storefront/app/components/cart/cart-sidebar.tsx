// The cart sidebar (requirements §2.3): a side panel from the right, page scroll locked while open; loaded on first use.
// Opening it reports view_cart.
import { useEffect, useRef } from 'react';
import { CartContents, KEEP_SHOPPING_CLASS } from '~/components/cart/cart-contents';
import { SidePanel, SidePanelClose } from '~/components/ui/side-panel';
import { pushEvent } from '~/lib/analytics/data-layer';
import { viewCartEvent } from '~/lib/cart/cart-analytics';
import { useCart } from '~/lib/cart/use-cart';
import { useTranslation } from '~/lib/i18n/i18n-react';
import type { HeaderPanelProps } from '~/components/layout/header-panels';

export default function CartSidebar({ locale, open, onOpenChange, returnFocusTo }: HeaderPanelProps) {
    const { t } = useTranslation();
    const { cart, loading } = useCart();
    const ready = cart !== null;
    const shown = useRef(cart);
    useEffect(() => {
        shown.current = cart;
    }, [cart]);

    // One view_cart per opening, once the cart is known.
    useEffect(() => {
        if (open && shown.current) pushEvent(viewCartEvent(shown.current));
    }, [open, ready]);

    return (
        <SidePanel
            open={open}
            onOpenChange={onOpenChange}
            side="right"
            title={t('cart.title')}
            closeLabel={t('cart.close')}
            returnFocusTo={returnFocusTo}
            testId="cart-sidebar"
            busy={loading}
        >
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
                {cart ? (
                    <CartContents
                        cart={cart}
                        locale={locale}
                        keepShopping={
                            <SidePanelClose className={KEEP_SHOPPING_CLASS} data-testid="cart-keep-shopping">
                                {t('cart.keepShopping')}
                            </SidePanelClose>
                        }
                    />
                ) : (
                    <p role="status" data-testid="cart-loading">
                        {t('cart.loading')}
                    </p>
                )}
            </div>
        </SidePanel>
    );
}
