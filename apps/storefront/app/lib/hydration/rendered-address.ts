// The server writes the address it rendered on <html data-path>. The page's scripts start after the first paint, so a
// shopper who goes back or forward before they run, or while React is still hydrating, changes the address without
// changing the page; hydrating that HTML for another address fails (React Router has no data for the new address's
// routes, and shows an error). The browser entry loads the address shown instead; if the page loaded for that address
// still does not match it (within a minute), it hydrates as it is rather than reload in a loop (decision 008).
export const ADDRESS_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'shop:address-reload';

function decoded(path: string): string {
    try {
        return decodeURI(path);
    } catch {
        return path;
    }
}

/** The address as the server and the browser both write it: path and query, without the fragment. */
export function addressOf(location: { pathname: string; search: string }): string {
    return location.pathname + location.search;
}

/** Whether the rendered page belongs to the address shown (no data-path: nothing to compare, it matches). */
export function renderedForAddress(rendered: string | undefined, shown: string): boolean {
    return rendered === undefined || decoded(rendered) === decoded(shown);
}

interface ReloadDeps {
    rendered: string | undefined;
    shown: string;
    storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
    now: number;
    reload: () => void;
}

/** Reloads when the page was rendered for another address than the one shown; answers whether it reloaded. */
export function reloadIfAddressMoved(deps?: Partial<ReloadDeps>): boolean {
    const rendered = deps && 'rendered' in deps ? deps.rendered : document.documentElement.dataset.path;
    const shown = deps?.shown ?? addressOf(window.location);
    const storage = deps?.storage ?? window.sessionStorage;
    if (renderedForAddress(rendered, shown)) {
        // A page that matches: any earlier reload worked, so the next history move may reload again.
        storage.removeItem(STORAGE_KEY);
        return false;
    }
    const now = deps?.now ?? Date.now();
    const last = (() => {
        try {
            return JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as { address?: string; at?: number } | null;
        } catch {
            return null;
        }
    })();
    if (last?.address === shown && typeof last.at === 'number' && now - last.at < ADDRESS_RELOAD_GUARD_MS) {
        return false;
    }
    storage.setItem(STORAGE_KEY, JSON.stringify({ address: shown, at: now }));
    (deps?.reload ?? (() => window.location.reload()))();
    return true;
}

let stopWatching: (() => void) | undefined;

/**
 * From the browser entry until the first render has committed: a history move reloads the address shown, since the
 * router may not be listening yet. Returns whether the page is already reloading (the address moved before).
 */
export function watchHistoryUntilHydrated(): boolean {
    if (reloadIfAddressMoved()) return true;
    const onMove = () => void reloadIfAddressMoved();
    window.addEventListener('popstate', onMove);
    stopWatching = () => window.removeEventListener('popstate', onMove);
    return false;
}

/** Called once the first render has committed: from now on the router answers history moves. */
export function hydratedHistory(): void {
    stopWatching?.();
    stopWatching = undefined;
}
