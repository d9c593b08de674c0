// Everything around a page: top bar, header, main area, logo carousel, footer, and the page-wide helpers.
import { useEffect, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '~/lib/i18n/i18n-react';
import { useMatches } from 'react-router';
import { HeaderPanelsProvider } from '~/components/layout/header-panels';
import { FinancingTermsProvider } from '~/components/financing/financing-terms-context';
import type { FinancingTerms } from '~/components/financing/financing-terms.fragment';
import { LogoCarousel } from '~/components/layout/logo-carousel';
import { NetworkStatus } from '~/components/layout/network-status';
import { ProgressBar } from '~/components/layout/progress-bar';
import { ScrollLockReset } from '~/components/layout/scroll-lock-reset';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader, type HeaderVariant } from '~/components/layout/site-header';
import { TopBar } from '~/components/layout/top-bar';
import { NotificationsProvider } from '~/components/notifications/notifications-provider';
import type { NotificationInput } from '~/components/notifications/notification-store';
import type { LayoutBlocks } from '~/lib/cms/blocks';
import type { RecaptchaConfig } from '~/lib/bot-check/recaptcha';
import { useCustomerAnalytics } from '~/lib/analytics/customer-data';

export interface ShellData {
    locale: string;
    /** Whether the main menu has items: the items themselves load where a menu needs them (lib/menu/main-menu.ts). */
    hasMenu: boolean;
    blocks: LayoutBlocks;
    /** A document's data: the footer's blocks are left out of `blocks`, and the browser keeps the server's footer. */
    footerLeftOut?: boolean;
    message: NotificationInput | null;
    /** The cart's count, read only when a notice follows a change posted without JavaScript; null otherwise. */
    cartCount: number | null;
    /** The signed-in customer (from the signed `customer` cookie); null for a guest. */
    customer: ShellCustomer | null;
    /** Findomestic's terms for the instalment estimates of product pages and the cart; null: none shown. */
    financing: FinancingTerms | null;
    env: {
        reviewLinkUrl: string | null;
        customerServiceEmail: string | null;
        /** The bot check's public settings; null when it is off. */
        recaptcha: RecaptchaConfig | null;
    };
}

export interface ShellCustomer {
    firstName: string;
    lastName: string;
    email: string;
}

/** Route modules opt into the simple header with `export const handle = { header: 'simple' }`. */
export interface LayoutHandle {
    header?: HeaderVariant;
}

/** The simple header wins when any matched route (or its parent, e.g. checkout's children) asks for it. */
export function headerVariantOf(handles: readonly unknown[]): HeaderVariant {
    return handles.some(handle => (handle as LayoutHandle | undefined)?.header === 'simple') ? 'simple' : 'full';
}

function useHeaderVariant(): HeaderVariant {
    return headerVariantOf(useMatches().map(match => match.handle));
}

function SkipLink() {
    const { t } = useTranslation();
    return (
        <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
            {t('a11y.skipToContent')}
        </a>
    );
}

/** Marks the document once React runs, so styles and browser tests can tell a live page from server HTML. */
function useHydratedMarker() {
    useEffect(() => {
        document.documentElement.dataset.hydrated = 'true';
    }, []);
}

export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
    const variant = useHeaderVariant();
    useHydratedMarker();
    useCustomerAnalytics(data.customer);
    return (
        <I18nProvider language={data.locale}>
            <FinancingTermsProvider value={data.financing}>
                <NotificationsProvider cookieMessage={data.message}>
                    <ProgressBar />
                    <ScrollLockReset />
                    <SkipLink />
                    <TopBar email={data.env.customerServiceEmail} preHeaderText={data.blocks['pre-header']?.text} />
                    <HeaderPanelsProvider>
                        <SiteHeader
                            variant={variant}
                            locale={data.locale}
                            hasMenu={data.hasMenu}
                            shippingMessage={data.blocks.headerText}
                            customer={data.customer}
                            cartCount={data.cartCount}
                        />
                        <main id="main-content" tabIndex={-1} className="min-h-[50vh] outline-none">
                            {children}
                        </main>
                        {data.blocks.prefooter ? <LogoCarousel logos={data.blocks.prefooter.logos} /> : null}
                        <SiteFooter
                            locale={data.locale}
                            blocks={data.blocks}
                            blocksLeftOut={data.footerLeftOut === true}
                            reviewLinkUrl={data.env.reviewLinkUrl}
                            signedIn={data.customer !== null}
                        />
                    </HeaderPanelsProvider>
                    <NetworkStatus />
                </NotificationsProvider>
            </FinancingTermsProvider>
        </I18nProvider>
    );
}
