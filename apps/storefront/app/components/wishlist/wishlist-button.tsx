// Header wishlist button with the item count (requirements §2.3): its heart fills on hover and focus. A link to the wishlist
// page, which opens the sidebar once the page runs. The sidebar's code loads
// when the shopper reaches for the button; the count comes with the page's one membership check after hydration.
import { lazy, Suspense, useRef } from 'react';
import { CountBadge } from '~/components/ui/count-badge';
import { useHeaderPanel } from '~/components/layout/header-panels';
import { HeartIcon } from '~/components/wishlist/heart-icon';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { useWishlistCount } from '~/lib/wishlist/wishlist-store';
import { wishlistPagePath } from '~/lib/locale/shop-paths';

const loadSidebar = () => import('~/components/wishlist/wishlist-sidebar');
const WishlistSidebar = lazy(loadSidebar);

export function WishlistButton({ locale }: { locale: string }) {
    const { t } = useTranslation();
    const count = useWishlistCount();
    const { open, setOpen, wanted } = useHeaderPanel('wishlist');
    const button = useRef<HTMLAnchorElement>(null);

    const label = count
        ? `${t('wishlist.button.label')}, ${t('wishlist.button.count', { count })}`
        : t('wishlist.button.label');
    return (
        <>
            <a
                ref={button}
                href={wishlistPagePath(locale)}
                className="group relative flex size-11 items-center justify-center rounded text-neutral-900 hover:bg-neutral-100 hover:text-brand focus-visible:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                aria-label={label}
                aria-haspopup="dialog"
                aria-expanded={open}
                data-testid="wishlist-button"
                onPointerEnter={() => void loadSidebar()}
                onFocus={() => void loadSidebar()}
                onClick={event => {
                    event.preventDefault();
                    setOpen(true);
                }}
            >
                <span className="group-hover:hidden group-focus-visible:hidden" data-testid="wishlist-icon-outline">
                    <HeartIcon filled={false} className="size-6" />
                </span>
                <span className="hidden group-hover:block group-focus-visible:block" data-testid="wishlist-icon-filled">
                    <HeartIcon filled className="size-6" />
                </span>
                <CountBadge count={count} testId="wishlist-count" />
            </a>
            {wanted ? (
                <Suspense fallback={null}>
                    <WishlistSidebar locale={locale} open={open} onOpenChange={setOpen} returnFocusTo={button} />
                </Suspense>
            ) : null}
        </>
    );
}
