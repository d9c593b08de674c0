// Header cart button with the item count: a link to the cart page, which opens the sidebar once the page runs. The count
// loads after hydration (pages stay shopper-free and cacheable), except right after a change posted without JavaScript,
// when the layout brings it; the sidebar's code loads when the shopper reaches for the button.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useHeaderPanel } from '~/components/layout/header-panels';
import { CountBadge } from '~/components/ui/count-badge';
import { useOtherTabsNews } from '~/lib/cart/cart-tabs';
import { cartVersion } from '~/lib/cart/cart-version';
import { useCart, useCartFirstLoad, useCartReload } from '~/lib/cart/use-cart';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { cartPagePath } from '~/lib/locale/shop-paths';

const loadSidebar = () => import('~/components/cart/cart-sidebar');
const CartSidebar = lazy(loadSidebar);

export function CartButton({ locale, serverCount = null }: { locale: string; serverCount?: number | null }) {
    const { t } = useTranslation();
    useCartFirstLoad();
    const { cart } = useCart();
    const reload = useCartReload();
    const { open, setOpen, wanted } = useHeaderPanel('cart');
    const button = useRef<HTMLAnchorElement>(null);
    const news = useOtherTabsNews(cart ? cartVersion(cart) : null);

    // An opening after another tab's change shows the cart as it is now.
    const stale = useRef(false);
    useEffect(() => {
        stale.current = news !== null;
    }, [news]);
    useEffect(() => {
        if (open && stale.current) void reload();
    }, [open, reload]);

    const count = news ? news.totalQuantity : (cart?.totalQuantity ?? serverCount);
    return (
        <>
            <a
                ref={button}
                href={cartPagePath(locale)}
                className="relative flex size-11 items-center justify-center rounded hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                aria-label={count ? t('cart.button.labelWithCount', { count }) : t('cart.button.label')}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="cart-button"
                onPointerEnter={() => void loadSidebar()}
                onFocus={() => void loadSidebar()}
                onClick={event => {
                    event.preventDefault();
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
            </a>
            {wanted ? (
                <Suspense fallback={null}>
                    <CartSidebar locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}
