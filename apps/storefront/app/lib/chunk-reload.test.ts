import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from '~/lib/chunk-reload';

function memoryStorage() {
    const values = new Map<string, string>();
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('chunk reload', () => {
    it('recognises chunk load failures of the main browsers', () => {
        expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /static/x.js'))).toBe(true);
        expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
        expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
        expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    });

    it('reloads once, then not again within 60 s', () => {
        const storage = memoryStorage();
        const reload = vi.fn();
        expect(reloadForChunkError({ storage, now: 1_000_000, reload })).toBe(true);
        expect(reloadForChunkError({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
        expect(reload).toHaveBeenCalledTimes(1);
        expect(reloadForChunkError({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
        expect(reload).toHaveBeenCalledTimes(2);
    });
});
