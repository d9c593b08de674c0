// Footer columns from CMS blocks (address, link sections, newsletter, payments, social), the review link and the copyright.
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SmartLink, useInPageLinks } from '~/components/layout/smart-link';
import { useDocumentOnly } from '~/lib/http/document-only';
import { KeptMarkup } from '~/lib/islands/kept-markup';
import type { LayoutBlocks } from '~/lib/cms/blocks';
import { localizePath } from '~/lib/locale/markets';
import { useOpenHeaderPanel } from '~/components/layout/header-panels';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { loginPagePath, myAccountPath } from '~/lib/account/account-paths';
import { cartPagePath, wishlistPagePath } from '~/lib/locale/shop-paths';

function ColumnTitle({ children }: { children: string }) {
    return <h2 className="mb-3 text-sm font-bold tracking-wide uppercase">{children}</h2>;
}

const ACCOUNT_ENTRY_CLASS =
    'text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * requirements §2.3: the account column's fixed entries. Login opens the login modal; the cart and the wishlist open
 * their sidebars; 'I miei ordini' goes to the order history when signed in, else opens the login modal. Before the page
 * runs (or without JavaScript) the entries are links to the login, cart and wishlist pages.
 */
function AccountColumn({ locale, signedIn }: { locale: string; signedIn: boolean }) {
    const { t } = useTranslation();
    const openPanel = useOpenHeaderPanel();
    // Links to the pages before the page runs (or without JavaScript); the panels once it does.
    const toPanel = (name: 'login' | 'cart' | 'wishlist') => (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        openPanel(name);
    };
    const toLogin = toPanel('login');
    return (
        <nav aria-label={t('footerAccount.title')} data-testid="footer-account">
            <ColumnTitle>{t('footerAccount.title')}</ColumnTitle>
            <ul className="space-y-1 text-sm">
                {signedIn ? null : (
                    <li>
                        <a
                            href={loginPagePath(locale)}
                            className={ACCOUNT_ENTRY_CLASS}
                            onClick={toLogin}
                            data-testid="footer-login"
                        >
                            {t('footerAccount.login')}
                        </a>
                    </li>
                )}
                <li>
                    <a
                        href={cartPagePath(locale)}
                        className={ACCOUNT_ENTRY_CLASS}
                        onClick={toPanel('cart')}
                        data-testid="footer-cart"
                    >
                        {t('footerAccount.cart')}
                    </a>
                </li>
                <li>
                    <a
                        href={wishlistPagePath(locale)}
                        className={ACCOUNT_ENTRY_CLASS}
                        onClick={toPanel('wishlist')}
                        data-testid="footer-wishlist"
                    >
                        {t('footerAccount.wishlist')}
                    </a>
                </li>
                <li>
                    {signedIn ? (
                        <Link
                            to={myAccountPath(locale, 'cronologia-ordini')}
                            className={ACCOUNT_ENTRY_CLASS}
                            data-testid="footer-orders"
                        >
                            {t('footerAccount.orders')}
                        </Link>
                    ) : (
                        <a
                            href={loginPagePath(locale)}
                            className={ACCOUNT_ENTRY_CLASS}
                            onClick={toLogin}
                            data-testid="footer-orders"
                        >
                            {t('footerAccount.orders')}
                        </a>
                    )}
                </li>
            </ul>
        </nav>
    );
}

export function SiteFooter({
    locale,
    blocks: layoutBlocks,
    blocksLeftOut = false,
    reviewLinkUrl,
    signedIn,
}: {
    locale: string;
    blocks: LayoutBlocks;
    /** The page's data left the footer's blocks out: the server renders them, the browser keeps what it wrote. */
    blocksLeftOut?: boolean;
    reviewLinkUrl: string | null;
    signedIn: boolean;
}) {
    const { t } = useTranslation();
    const documentOnly = useDocumentOnly();
    const inPage = useInPageLinks();
    const found = blocksLeftOut ? (documentOnly.footerBlocks ?? null) : layoutBlocks;
    const live = found !== null;
    const blocks = found ?? {};
    // The same blocks make the same markup for every page: the server writes it once (shared-markup.server.tsx).
    const shared = (key: string) =>
        blocksLeftOut && documentOnly.footerBlocks ? { source: documentOnly.footerBlocks, key } : undefined;
    const address = blocks['footer-address'];
    const links = blocks['footer-links'];
    const newsletter = blocks['footer-newsletter'];
    const payments = blocks['footer-payments'];
    const social = blocks['footer-social'];
    return (
        <footer
            aria-label={t('footer.label')}
            className="render-when-near bg-neutral-900 text-neutral-100 [--near-height:1070px] sm:[--near-height:670px] lg:[--near-height:500px]"
            data-testid="site-footer"
        >
            <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
                <KeptMarkup live={live} name="footer-start" on={{ click: inPage }} shared={shared(`start\n${locale}`)}>
                    {address ? (
                        <section data-testid="footer-address">
                            <ColumnTitle>{address.title}</ColumnTitle>
                            <address className="space-y-1 text-sm not-italic">
                                {address.lines.map(line => (
                                    <p key={line}>{line}</p>
                                ))}
                                <p>
                                    <a href={`mailto:${address.email}`} className="underline underline-offset-2">
                                        {address.email}
                                    </a>
                                </p>
                                <p>
                                    <a
                                        href={`tel:${address.phone.replace(/\s+/g, '')}`}
                                        className="underline underline-offset-2"
                                    >
                                        {address.phone}
                                    </a>
                                </p>
                            </address>
                        </section>
                    ) : null}
                    {links?.sections.map(section => (
                        <nav key={section.title} aria-label={section.title} data-testid="footer-links">
                            <ColumnTitle>{section.title}</ColumnTitle>
                            <ul className="space-y-1 text-sm">
                                {section.links.map(link => (
                                    <li key={link.href + link.label}>
                                        <SmartLink href={localizePath(locale, link.href)} className="hover:underline">
                                            {link.label}
                                        </SmartLink>
                                    </li>
                                ))}
                            </ul>
                        </nav>
                    ))}
                </KeptMarkup>
                <AccountColumn locale={locale} signedIn={signedIn} />
                <KeptMarkup
                    live={live}
                    name="footer-end"
                    on={{ click: inPage }}
                    shared={shared(`end\n${reviewLinkUrl ?? ''}`)}
                >
                    <div className="space-y-8">
                        {newsletter ? (
                            <section data-testid="footer-newsletter">
                                <ColumnTitle>{newsletter.title}</ColumnTitle>
                                <p className="text-sm">{newsletter.text}</p>
                                {/* The subscription field arrives with the newsletter feature. */}
                            </section>
                        ) : null}
                        {reviewLinkUrl ? (
                            <section data-testid="footer-reviews">
                                <ColumnTitle>{t('footer.reviewsTitle')}</ColumnTitle>
                                <a
                                    href={reviewLinkUrl}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                    className="text-sm underline underline-offset-2"
                                >
                                    {t('footer.reviewsLink')}{' '}
                                    <span className="sr-only">{t('footer.opensInNewTab')}</span>
                                </a>
                            </section>
                        ) : null}
                    </div>
                    <div className="space-y-8">
                        {payments ? (
                            <section data-testid="footer-payments">
                                <ColumnTitle>{payments.title}</ColumnTitle>
                                <ul className="flex flex-wrap gap-2">
                                    {payments.logos.map(logo => (
                                        <li key={logo.name} className="rounded bg-white p-1">
                                            <img
                                                src={logo.src}
                                                alt={logo.name}
                                                loading="lazy"
                                                className="h-6 w-auto"
                                                height={24}
                                            />
                                        </li>
                                    ))}
                                </ul>
                            </section>
                        ) : null}
                        {social ? (
                            <section data-testid="footer-social">
                                <ColumnTitle>{social.title}</ColumnTitle>
                                <ul className="flex flex-wrap gap-3">
                                    {social.links.map(link => (
                                        <li key={link.href}>
                                            <a
                                                href={link.href}
                                                target="_blank"
                                                rel="noopener noreferrer"
                                                className="block"
                                            >
                                                <img
                                                    src={link.src}
                                                    alt={link.name}
                                                    loading="lazy"
                                                    className="h-7 w-auto"
                                                    width={56}
                                                    height={28}
                                                />
                                            </a>
                                        </li>
                                    ))}
                                </ul>
                            </section>
                        ) : null}
                    </div>
                </KeptMarkup>
            </div>
            <KeptMarkup live={live} name="footer-copyright" shared={shared('copyright')}>
                {blocks.copyright ? (
                    <div className="border-t border-neutral-700">
                        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-neutral-300" data-testid="copyright">
                            {blocks.copyright.content}
                        </p>
                    </div>
                ) : null}
            </KeptMarkup>
        </footer>
    );
}
