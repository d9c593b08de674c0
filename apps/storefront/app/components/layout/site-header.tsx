// Site header: logo to the locale home, shipping message, search box, main menu; the simple variant (checkout) has no menu
// and no search, and never sticks.
import type { CmsBlockContent } from '@shop/rules';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { Link } from 'react-router';
import { AccountButton, type HeaderCustomer } from '~/components/account/account-button';
import { CartButton } from '~/components/cart/cart-button';
import { Logo } from '~/components/layout/logo';
import { MainMenuDesktopIsland } from '~/components/layout/main-menu-desktop-island';
import { MainMenuMobile } from '~/components/layout/main-menu-mobile';
import { useStickyHeader } from '~/components/layout/sticky-header';
import { SearchBox } from '~/components/search/search-box';
import { WishlistButton } from '~/components/wishlist/wishlist-button';

export type HeaderVariant = 'full' | 'simple';

export function SiteHeader({
    variant,
    locale,
    hasMenu,
    shippingMessage,
    customer,
    cartCount = null,
}: {
    variant: HeaderVariant;
    locale: string;
    hasMenu: boolean;
    shippingMessage?: CmsBlockContent<'headerText'>;
    /** The signed-in customer; null for a guest. */
    customer: HeaderCustomer | null;
    /** The cart's count as the server read it after a change posted without JavaScript; null otherwise. */
    cartCount?: number | null;
}) {
    const { t } = useTranslation();
    const sticky = useStickyHeader(variant === 'full');
    const siteName = t('site.name');
    return (
        <header
            data-testid="site-header"
            data-variant={variant}
            data-sticky={sticky ? 'true' : 'false'}
            className={`z-40 bg-white ${sticky ? 'sticky top-0 shadow-md' : 'relative'}`}
        >
            {/* Phones and tablets have no room for it beside the logo and the search field: a thin line of its own above
                the header's row. */}
            {shippingMessage ? (
                <p
                    className="border-b border-neutral-200 bg-neutral-50 px-3 py-1 text-center text-xs text-neutral-700 lg:hidden"
                    data-testid="shipping-message-phone"
                >
                    {shippingMessage.text}
                </p>
            ) : null}
            {/* Positioned so the search panel can span the header; phones get the search field as a second row. */}
            <div
                // Tighter on phones: menu button, logo, wishlist and cart must fit 320 px without widening the page.
                className={`relative mx-auto flex max-w-7xl items-center gap-1.5 px-3 py-3 sm:gap-4 sm:px-4 ${
                    variant === 'full' ? 'max-md:pb-16' : ''
                }`}
            >
                {variant === 'full' && hasMenu ? <MainMenuMobile locale={locale} /> : null}
                {/* As tall as the buttons after it: a phone may paint the row before they arrive, and the row must not
                    grow then, moving the logo and the search field. */}
                <Link
                    to={`/${locale}`}
                    aria-label={t('header.homeLink', { name: siteName })}
                    className="flex min-h-11 shrink-0 items-center text-neutral-900"
                >
                    <Logo name={siteName} />
                </Link>
                {shippingMessage ? (
                    <p
                        className="hidden items-center gap-2 text-sm text-neutral-700 lg:flex"
                        data-testid="shipping-message"
                    >
                        {shippingMessage.image ? (
                            <img
                                src={shippingMessage.image.src}
                                alt={shippingMessage.image.alt}
                                className="h-6 w-auto"
                                height={24}
                            />
                        ) : null}
                        {shippingMessage.text}
                    </p>
                ) : null}
                {/* Search box, then the account, wishlist and cart buttons. */}
                <div className="ml-auto flex items-center gap-1 sm:gap-2" data-slot="header-actions">
                    {variant === 'full' ? <SearchBox locale={locale} /> : null}
                    {variant === 'full' ? <AccountButton locale={locale} customer={customer} /> : null}
                    {variant === 'full' ? <WishlistButton locale={locale} /> : null}
                    {variant === 'full' ? <CartButton locale={locale} serverCount={cartCount} /> : null}
                </div>
            </div>
            {variant === 'full' && hasMenu ? <MainMenuDesktopIsland locale={locale} /> : null}
        </header>
    );
}
