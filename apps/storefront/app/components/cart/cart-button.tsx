// Header cart button with the item count. The count loads after hydration (pages stay shopper-free and cacheable); the
// sidebar's code loads when the shopper reaches for the button.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { CountBadge } from '~/components/ui/count-badge';
import { useHeaderPanel } from '~/components/layout/header-panels';
import { ensureCartLoaded, OPEN_CART_EVENT, useCartState } from '~/lib/cart/cart-store';
import { useTranslation } from '~/lib/i18n/i18n-react';

const loadSidebar = () => import('~/components/cart/cart-sidebar');
const CartSidebar = lazy(loadSidebar);

export function CartButton({ locale }: { locale: string }) {
    const { t } = useTranslation();
    const { cart } = useCartState();
    const { open, setOpen, wanted } = useHeaderPanel('cart');
    const button = useRef<HTMLButtonElement>(null);

    useEffect(() => {
        void ensureCartLoaded();
    }, []);

    const count = cart?.totalQuantity ?? null;
    return (
        <>
            <button
                ref={button}
                type="button"
                className="relative flex size-11 items-center justify-center rounded hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                aria-label={count ? t('cart.button.labelWithCount', { count }) : t('cart.button.label')}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="cart-button"
                onPointerEnter={() => void loadSidebar()}
                onFocus={() => void loadSidebar()}
                onClick={() => {
                    window.dispatchEvent(new Event(OPEN_CART_EVENT));
                    setOpen(true);
                }}
            >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
                    <path
                        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                    />
                </svg>
                <CountBadge count={count} testId="cart-count" />
            </button>
            {wanted ? (
                <Suspense fallback={null}>
                    <CartSidebar locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}
