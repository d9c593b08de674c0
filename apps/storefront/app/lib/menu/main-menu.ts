// The main menu's items where the header needs them. They are not part of every page's data (a tenth of a category
// page's HTML went to them): the server renders the menus from the items entry.server.tsx gives, and the browser asks
// /api/catalog/menu for them once, when a menu goes live (the desktop menu when a shopper first reaches for it, the
// phone's panel on first use). The answer is public and cached like the rest of the catalog.
import { createContext, useContext, useEffect, useState } from 'react';
import type { MenuItem } from '~/lib/menu/menu';

/** The items for the server's render, given by entry.server.tsx; null in the browser. */
export const ServerMainMenu = createContext<MenuItem[] | null>(null);

const loaded = new Map<string, MenuItem[]>();
const loading = new Map<string, Promise<MenuItem[]>>();

export function mainMenuPath(locale: string): string {
    return `/api/catalog/menu?locale=${encodeURIComponent(locale)}`;
}

/** The items, asked for once per page lifetime and language; a failed answer (offline) is asked for again next time. */
export function loadMainMenu(locale: string): Promise<MenuItem[]> {
    let pending = loading.get(locale);
    if (!pending) {
        pending = fetch(mainMenuPath(locale), { headers: { accept: 'application/json' }, credentials: 'same-origin' })
            .then(async response => {
                if (!response.ok) throw new Error(`menu answered ${response.status}`);
                const { items } = (await response.json()) as { items: MenuItem[] };
                loaded.set(locale, items);
                return items;
            })
            .catch((error: unknown) => {
                loading.delete(locale);
                throw error;
            });
        loading.set(locale, pending);
    }
    return pending;
}

/**
 * The items once they are wanted: the server's at once on the server, the loaded ones in the browser (null until they
 * arrive, or while not wanted). A component renders the same before and after, so hydration never needs them.
 */
export function useMainMenu(locale: string, wanted: boolean): MenuItem[] | null {
    const server = useContext(ServerMainMenu);
    const [items, setItems] = useState<MenuItem[] | null>(() => server ?? loaded.get(locale) ?? null);
    useEffect(() => {
        if (!wanted || items) return;
        let live = true;
        loadMainMenu(locale).then(
            menu => live && setItems(menu),
            () => undefined,
        );
        return () => {
            live = false;
        };
    }, [wanted, items, locale]);
    return items;
}
