// The document and the layout shared by every page; its loader brings the menu and CMS blocks (cached, never fatal).
import { useEffect } from 'react';
import {
    data,
    isRouteErrorResponse,
    Links,
    Meta,
    Outlet,
    Scripts,
    ScrollRestoration,
    useLocation,
    useRouteLoaderData,
    type MetaFunction,
} from 'react-router';
import type { Route } from './+types/root';
import '~/app.css';
import { AppShell, type ShellCustomer, type ShellData } from '~/components/layout/app-shell';
import { signedInCustomer } from '~/lib/account/customer-session.server';
import { ErrorScreen, NotFoundScreen } from '~/components/layout/status-screens';
import { parseMessageCookie } from '~/components/notifications/notification-store';
import { isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload';
import { HeartSymbol } from '~/components/wishlist/heart-icon';
import { LAYOUT_BLOCKS, layoutBlocksForDocument, type LayoutBlocks } from '~/lib/cms/blocks';
import { getCmsBlocks } from '~/lib/cms/cms.server';
import { publicEnv } from '~/lib/env.server';
import { getFinancingTerms } from '~/lib/financing/financing.server';
import { reasonOf, statusOf } from '~/lib/errors/status';
import { addressOf, hydratedHistory } from '~/lib/hydration/rendered-address';
import { useNonce } from '~/lib/http/nonce';
import { getI18n } from '~/lib/i18n/i18n';
import { localeFromPath, marketFor } from '~/lib/locale/markets';
import type { MenuItem } from '~/lib/menu/menu';
import { getMainMenu } from '~/lib/menu/menu.server';
import { readCookie } from '~/lib/session/cookies.server';
import { skipApiRevalidation } from '~/lib/http/revalidation';
import { loadCart } from '~/lib/cart/cart.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';

export const THEME_COLOR = '#D41025';

export async function loader({ request, context }: Route.LoaderArgs) {
    const locale = localeFromPath(new URL(request.url).pathname);
    // Layout data degrades to nothing rather than failing the page: the page's own data decides the status.
    const [menu, blocks, financing] = await Promise.all([
        getMainMenu(locale).catch((error: unknown): MenuItem[] => {
            console.warn(`[layout] main menu unavailable: ${String(error)}`);
            return [];
        }),
        getCmsBlocks(locale, LAYOUT_BLOCKS).catch((error: unknown): LayoutBlocks => {
            console.warn(`[layout] CMS blocks unavailable: ${String(error)}`);
            return {};
        }),
        getFinancingTerms(locale).catch((error: unknown) => {
            console.warn(`[layout] financing terms unavailable: ${String(error)}`);
            return null;
        }),
    ]);
    const message = parseMessageCookie(readCookie(request.headers.get('cookie'), 'message'));
    const shell: ShellData = {
        locale,
        hasMenu: menu.length > 0,
        ...layoutBlocksForDocument(blocks, context.documentOnly),
        message,
        cartCount: message ? await noticedCartCount(request, locale) : null,
        customer: await shellCustomer(request),
        financing,
        env: {
            recaptcha: publicEnv.recaptcha,
            reviewLinkUrl: publicEnv.reviewLinkUrl,
            customerServiceEmail: publicEnv.customerServiceEmail ?? blocks['footer-address']?.email ?? null,
        },
    };
    // The message cookie makes this answer personal: never stored by shared caches.
    return data(shell, { headers: { 'Cache-Control': 'private, no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
    return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache' };
}

export const meta: MetaFunction<typeof loader> = ({ data: shell, location }) => {
    const t = getI18n(shell?.locale ?? localeFromPath(location.pathname)).t;
    return [{ title: t('site.title') }, { name: 'description', content: t('site.description') }];
};

export function Layout({ children }: { children: React.ReactNode }) {
    const shell = useRouteLoaderData<typeof loader>('root');
    const nonce = useNonce();
    const market = marketFor(shell?.locale);
    // The address rendered, for the browser entry to compare with the one shown (hydration/rendered-address.ts).
    const path = addressOf(useLocation());
    useEffect(hydratedHistory, []);
    return (
        <html lang={market.languageTag.split('-')[0]} dir="ltr" data-path={path}>
            <head>
                <meta charSet="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <meta name="theme-color" content={THEME_COLOR} />
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                {/* The first paint waits until the whole header has arrived (Chromium): a page painted mid-header moved
                    the search field as the account, wishlist and cart buttons came in beside it. */}
                <link rel="expect" href="#main-content" blocking="render" />
                <Meta />
                <Links nonce={nonce} />
            </head>
            <body className="bg-neutral-50 font-sans antialiased">
                <HeartSymbol />
                {children}
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
            </body>
        </html>
    );
}

const FALLBACK_SHELL: ShellData = {
    locale: 'it',
    hasMenu: false,
    blocks: {},
    message: null,
    cartCount: null,
    customer: null,
    financing: null,
    env: { reviewLinkUrl: null, customerServiceEmail: null, recaptcha: null },
};

/**
 * The cart's count for the header when a notice follows a form post: a page posted without JavaScript (an add, a move
 * from the wishlist) shows the new count at once, where otherwise the count loads in the browser. Only for a shopper with
 * a session, and never fatal.
 */
async function noticedCartCount(request: Request, locale: string): Promise<number | null> {
    const ctx = shopContextFor(request, locale);
    if (!ctx.authToken) return null;
    try {
        const result = await loadCart(ctx, false);
        return result.ok ? result.cart.totalQuantity : null;
    } catch (error) {
        console.warn(`[layout] cart count unavailable: ${String(error)}`);
        return null;
    }
}

/** What the layout shows of the signed-in customer: the header's label and the analytics' customer data. */
async function shellCustomer(request: Request): Promise<ShellCustomer | null> {
    const customer = await signedInCustomer(request);
    return customer ? { firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null;
}

/** The shopper's changes through /api (cart, wishlist) leave this page's data as it is. */
export const shouldRevalidate = skipApiRevalidation;

export default function App({ loaderData }: Route.ComponentProps) {
    return (
        <AppShell data={loaderData}>
            <Outlet />
        </AppShell>
    );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
    const shell = useRouteLoaderData<typeof loader>('root') ?? FALLBACK_SHELL;
    const chunkError = isChunkLoadError(error);
    useEffect(() => {
        if (chunkError) reloadForChunkError();
    }, [chunkError]);

    const notFound = isRouteErrorResponse(error) && error.status === 404;
    if (!notFound && !isRouteErrorResponse(error)) console.error(error);
    return (
        <AppShell data={shell}>
            {notFound ? (
                <NotFoundScreen locale={shell.locale} />
            ) : (
                <ErrorScreen status={statusOf(error)} locale={shell.locale} reason={reasonOf(error)} />
            )}
        </AppShell>
    );
}
