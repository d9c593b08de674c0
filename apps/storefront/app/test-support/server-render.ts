// Puts a component's server-rendered HTML (what a shopper gets before any JavaScript runs) into the test document and
// answers Testing Library queries on it, so component tests ask for roles and text instead of matching HTML strings.
// Files that use it run under happy-dom: start them with `// @vitest-environment happy-dom`.
import '@testing-library/jest-dom/vitest';
import { within } from '@testing-library/react';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { MainMenuDesktopStatic } from '~/components/layout/main-menu-desktop';
import { ServerDesktopMenu } from '~/components/layout/main-menu-desktop-island';
import { ServerMainMenu } from '~/lib/menu/main-menu';
import type { MenuItem } from '~/lib/menu/menu';

export function renderOnServer(node: ReactNode, { menu = [] }: { menu?: MenuItem[] } = {}) {
    const container = document.createElement('div');
    // As entry.server.tsx renders pages: with the desktop menu's static row (its live code loads when a shopper reaches
    // for it), and the main menu's items given beside the page's data.
    container.innerHTML = renderToString(
        createElement(
            ServerDesktopMenu,
            {
                value: items => renderToStaticMarkup(createElement(MainMenuDesktopStatic, { items })),
            },
            createElement(ServerMainMenu, { value: menu }, node),
        ),
    );
    // One rendering at a time: the previous test's markup must not answer this test's queries.
    document.body.replaceChildren(container);
    return { container, ...within(container) };
}

/**
 * The same, for a component that reads the router's data (fetchers: the cart, the wishlist) or links: rendered in a
 * data router at `url`, as on a page of the shop.
 */
export function renderInRouteOnServer(node: ReactNode, url = '/') {
    const Stub = createRoutesStub([{ path: '*', Component: () => createElement(Fragment, null, node) }]);
    return renderOnServer(createElement(Stub, { initialEntries: [url] }));
}
