// After a deploy, old pages ask for chunks that are gone: reload once to get the new build, at most once per 60 s.
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'shop:chunk-reload-at';

const CHUNK_ERROR =
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    return CHUNK_ERROR.test(message);
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
    return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

interface ReloadDeps {
    storage: Pick<Storage, 'getItem' | 'setItem'>;
    now: number;
    reload: () => void;
}

/** Reloads the page unless it already did so in the last 60 s; answers whether it reloaded. */
export function reloadForChunkError(deps?: Partial<ReloadDeps>): boolean {
    const storage = deps?.storage ?? window.sessionStorage;
    const now = deps?.now ?? Date.now();
    const raw = storage.getItem(STORAGE_KEY);
    if (!shouldReload(raw === null ? null : Number(raw), now)) return false;
    storage.setItem(STORAGE_KEY, String(now));
    (deps?.reload ?? (() => window.location.reload()))();
    return true;
}
