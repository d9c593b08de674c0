// Header wishlist button with the item count (SPEC §2.3): its heart fills on hover and focus. The sidebar's code loads
// when the shopper reaches for the button; the count comes with the page's one membership check after hydration.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CountBadge } from '~/components/ui/count-badge';
import { HeartIcon } from '~/components/wishlist/heart-icon';
import { OVERLAY_OPEN_EVENT } from '~/lib/cart/cart-store';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { OPEN_WISHLIST_EVENT, openWishlist, useWishlistCount } from '~/lib/wishlist/wishlist-store';

const loadSidebar = () => import('~/components/wishlist/wishlist-sidebar');
const WishlistSidebar = lazy(loadSidebar);

export function WishlistButton({ locale }: { locale: string }) {
    const { t } = useTranslation();
    const count = useWishlistCount();
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    const location = useLocation();

    // Following a product link from the sidebar closes it.
    useEffect(() => setOpen(false), [location.pathname, location.search]);

    useEffect(() => {
        const onOpen = () => {
            // The mobile menu closes first (SPEC §2.3).
            window.dispatchEvent(new Event(OVERLAY_OPEN_EVENT));
            void loadSidebar();
            setWanted(true);
            setOpen(true);
        };
        window.addEventListener(OPEN_WISHLIST_EVENT, onOpen);
        return () => window.removeEventListener(OPEN_WISHLIST_EVENT, onOpen);
    }, []);

    const label = count
        ? `${t('wishlist.button.label')}, ${t('wishlist.button.count', { count })}`
        : t('wishlist.button.label');
    return (
        <>
            <button
                ref={button}
                type="button"
                className="group relative flex size-11 items-center justify-center rounded text-neutral-900 hover:bg-neutral-100 hover:text-brand focus-visible:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                aria-label={label}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="wishlist-button"
                onPointerEnter={() => void loadSidebar()}
                onFocus={() => void loadSidebar()}
                onClick={openWishlist}
            >
                <span className="group-hover:hidden group-focus-visible:hidden" data-testid="wishlist-icon-outline">
                    <HeartIcon filled={false} className="size-6" />
                </span>
                <span className="hidden group-hover:block group-focus-visible:block" data-testid="wishlist-icon-filled">
                    <HeartIcon filled className="size-6" />
                </span>
                <CountBadge count={count} testId="wishlist-count" />
            </button>
            {wanted ? (
                <Suspense fallback={null}>
                    <WishlistSidebar locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}
