// The desktop main menu as an island. The server renders it whole; in the browser its code (Radix NavigationMenu and
// its parts, about 11 KB of every page's first-load JavaScript) loads only where the menu shows, from 1024 px. Until
// then, and on a phone for good, the server's markup stays as static HTML (hidden by CSS below 1024 px); once the code
// is there, the live menu replaces it. No Suspense boundary is left dehydrated: React would hold back every update
// passing through one (a fetcher's answer, a context change) until it hydrated, which on a phone is never.
import { createContext, useContext, useEffect, useState, type ComponentType } from 'react';
import { loadMainMenu, ServerMainMenu } from '~/lib/menu/main-menu';
import type { MenuItem } from '~/lib/menu/menu';

/** Where the menu shows (Tailwind's `lg`, as in main-menu-desktop.tsx). */
const DESKTOP = '(min-width: 1024px)';

type Menu = ComponentType<{ items: MenuItem[] }>;

/**
 * The menu's HTML for the server's render, given by entry.server.tsx: a static import of the menu here would put it in
 * every page's bundle.
 */
export const ServerDesktopMenu = createContext<((items: MenuItem[]) => string) | null>(null);

let markReady = () => {};
const ready = new Promise<void>(resolve => (markReady = resolve));

/** Waits for a desktop-wide window; on a phone the menu is not shown, so there is nothing to wait for meanwhile. */
function whenDesktop(): Promise<void> {
    if (typeof window.matchMedia !== 'function') return Promise.resolve();
    const query = window.matchMedia(DESKTOP);
    if (query.matches) return Promise.resolve();
    return new Promise(resolve => {
        const onChange = (event: MediaQueryListEvent) => {
            if (!event.matches) return;
            query.removeEventListener('change', onChange);
            resolve();
        };
        query.addEventListener('change', onChange);
    });
}

/**
 * Resolves once the desktop menu answers the shopper, where the page has one and shows it; at once elsewhere. The shell
 * marks the page as live after it (app-shell.tsx), so nothing that reaches for the menu finds it inert.
 */
export function desktopMenuReady(): Promise<void> {
    const shown =
        typeof window.matchMedia === 'function' &&
        window.matchMedia(DESKTOP).matches &&
        document.querySelector('[data-desktop-menu]') !== null;
    return shown ? ready : Promise.resolve();
}

function LiveMenu({ Menu, items }: { Menu: Menu; items: MenuItem[] }) {
    useEffect(markReady, []);
    return <Menu items={items} />;
}

export function MainMenuDesktopIsland({ locale }: { locale: string }) {
    const renderOnServer = useContext(ServerDesktopMenu);
    const serverItems = useContext(ServerMainMenu);
    const [live, setLive] = useState<{ Menu: Menu; items: MenuItem[] } | null>(null);
    useEffect(() => {
        let mounted = true;
        // The code and the items (lib/menu/main-menu.ts) side by side.
        void whenDesktop()
            .then(() => Promise.all([import('~/components/layout/main-menu-desktop'), loadMainMenu(locale)]))
            .then(([module, items]) => mounted && setLive({ Menu: module.MainMenuDesktop, items }))
            // Without its code (offline, a new release) the server's links still work as plain links.
            .catch(markReady);
        return () => {
            mounted = false;
        };
    }, [locale]);
    if (live) return <LiveMenu Menu={live.Menu} items={live.items} />;
    // The same HTML on both sides: the server writes it, the browser keeps what it finds (React leaves the contents of
    // an element with dangerouslySetInnerHTML alone while hydrating).
    return (
        <div
            className="contents"
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: renderOnServer && serverItems ? renderOnServer(serverItems) : '' }}
        />
    );
}
