// The desktop main menu as an island. The server renders it whole; in the browser its code (Radix NavigationMenu and
// its parts, about 12 KB of every page's first-load JavaScript) loads only where the menu shows, from 1024 px. On a
// phone the server's markup stays as it is, hidden by CSS, and the code loads if the window grows to desktop width.
import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import type { MenuItem } from '~/lib/menu/menu';

/**
 * How the server renders the menu, given by entry.server.tsx: a static import of the menu here would put it in every
 * page's bundle, where only the lazy one below belongs.
 */
export const ServerDesktopMenu = createContext<((items: MenuItem[]) => ReactNode) | null>(null);

/** Where the menu shows (Tailwind's `lg`, as in main-menu-desktop.tsx). */
const DESKTOP = '(min-width: 1024px)';

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

const ClientMenu = lazy(() =>
    whenDesktop()
        .then(() => import('~/components/layout/main-menu-desktop'))
        .then(module => ({ default: module.MainMenuDesktop })),
);

/** Inside the menu's boundary: its effect runs once the menu has hydrated. */
function Ready() {
    useEffect(markReady, []);
    return null;
}

/**
 * Resolves once the desktop menu answers the shopper, where the page has one and shows it; at once elsewhere. The shell
 * marks the page as live after it (app-shell.tsx), so nothing that reaches for the menu finds it inert. React hydrates
 * the menu's boundary after the rest of the page, so the page's markup tells, not whether the menu has rendered yet.
 */
export function desktopMenuReady(): Promise<void> {
    const shown =
        typeof window.matchMedia === 'function' &&
        window.matchMedia(DESKTOP).matches &&
        document.querySelector('[data-desktop-menu]') !== null;
    return shown ? ready : Promise.resolve();
}

export function MainMenuDesktopIsland({ items }: { items: MenuItem[] }) {
    const renderOnServer = useContext(ServerDesktopMenu);
    return (
        <Suspense fallback={null}>
            {renderOnServer ? (
                renderOnServer(items)
            ) : (
                <>
                    <ClientMenu items={items} />
                    <Ready />
                </>
            )}
        </Suspense>
    );
}
