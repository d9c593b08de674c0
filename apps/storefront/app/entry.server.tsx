// Server rendering: the whole document at once, with the request's CSP nonce.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createDeferredHydrationTransform } from '~/lib/http/deferred-hydration.server';
import { DocumentOnlyProvider } from '~/lib/http/document-only';
import { NonceProvider } from '~/lib/http/nonce';
import { MainMenuDesktopStatic } from '~/components/layout/main-menu-desktop';
import { ServerDesktopMenu } from '~/components/layout/main-menu-desktop-island';
import { HomeSections } from '~/components/home/home-sections';
import { ServerHomeSections } from '~/components/home/home-sections-island';
import { StockAlertForm } from '~/components/catalog/stock-alert-form';
import { ListingPageView } from '~/components/catalog/listing/listing-page-view';
import { ProductPage } from '~/components/catalog/product-page';
import { DEFAULT_LANGUAGE } from '~/lib/i18n/i18n';
import { ServerSharedMarkup } from '~/lib/islands/kept-markup';
import { createSharedMarkupWriter } from '~/lib/islands/shared-markup.server';
import { ServerParts, type LazyParts } from '~/lib/islands/lazy-part';
import { localeFromPath } from '~/lib/locale/markets';
import { ServerMainMenu } from '~/lib/menu/main-menu';
import type { MenuItem } from '~/lib/menu/menu';
import { getMainMenu } from '~/lib/menu/menu.server';
import '~/lib/load-context';

export const streamTimeout = 5000;

/** The pages' lazy parts, rendered on the server from these imports (lib/islands/lazy-part.tsx). */
const serverParts: LazyParts = { StockAlertForm, ListingPageView, ProductPage };

/** Larger than any page, so React never moves a finished part of it out of place (see progressiveChunkSize below). */
const WHOLE_PAGE = 1 << 30;

/** Markup every shopper's page shows alike, written once per shared data object (shared-markup.server.tsx). */
const renderSharedMarkup = createSharedMarkupWriter();

/**
 * The desktop menu as static HTML; the browser loads its code when a shopper reaches for it (main-menu-desktop-island.tsx). The
 * menu is one cached object for every page until the layout's cache refreshes it, so its HTML is written once per object
 * rather than once per page (it was a twentieth of a listing's render). Its links are whole paths.
 */
const renderDesktopMenu = (items: MenuItem[]) =>
    renderSharedMarkup(
        { source: items, key: 'desktop-menu' },
        DEFAULT_LANGUAGE,
        <MainMenuDesktopStatic items={items} />,
    );

/** The main menu's items for the header's menus (from the layout's cache, as the layout's loader read them). */
async function mainMenuFor(request: Request): Promise<MenuItem[]> {
    return getMainMenu(localeFromPath(new URL(request.url).pathname)).catch(() => []);
}

export default async function handleRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    loadContext: AppLoadContext,
) {
    const nonce = loadContext.nonce;
    const menu = await mainMenuFor(request);
    return new Promise<Response>((resolve, reject) => {
        let shellRendered = false;

        const { pipe, abort } = renderToPipeableStream(
            <NonceProvider value={nonce}>
                <ServerDesktopMenu value={renderDesktopMenu}>
                    <ServerSharedMarkup value={renderSharedMarkup}>
                        <ServerHomeSections value={HomeSections}>
                            <ServerParts value={serverParts}>
                                <ServerMainMenu value={menu}>
                                    <DocumentOnlyProvider value={loadContext.documentOnly ?? {}}>
                                        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
                                    </DocumentOnlyProvider>
                                </ServerMainMenu>
                            </ServerParts>
                        </ServerHomeSections>
                    </ServerSharedMarkup>
                </ServerDesktopMenu>
            </NonceProvider>,
            {
                nonce,
                // A boundary whose content is ready stays in place in the HTML. React otherwise sends one that comes
                // after the first 12.8 KB of the page as a hidden part revealed by a script, so a shopper without
                // JavaScript (or a crawler that runs none) would never see it: the back-in-stock form, for one.
                progressiveChunkSize: WHOLE_PAGE,
                // Errors after this point are logged (onError); before it, onShellError reports them.
                onShellReady() {
                    shellRendered = true;
                },
                // Sent when every part is ready, to browsers as to crawlers. The loaders have finished before the
                // render (no page defers data), so nothing comes sooner by streaming from the shell: React would only
                // send the page's data as hidden parts with a script to reveal them, some 500 bytes of a first visit's
                // first round trip (decision 058).
                onAllReady() {
                    const body = new PassThrough();
                    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                    resolve(
                        new Response(createReadableStreamFromReadable(body), {
                            headers: responseHeaders,
                            status: responseStatusCode,
                        }),
                    );
                    // The page's scripts load after its first paint (decision 008).
                    pipe(createDeferredHydrationTransform()).pipe(body);
                },
                onShellError(error: unknown) {
                    reject(error);
                },
                onError(error: unknown) {
                    responseStatusCode = 500;
                    // Errors before the shell is ready are reported by onShellError instead.
                    if (shellRendered) console.error(error);
                },
            },
        );
        setTimeout(abort, streamTimeout + 1000);
    });
}
