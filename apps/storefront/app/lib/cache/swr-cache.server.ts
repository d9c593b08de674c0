// In-process cache for public commerce data: fresh for a TTL, then served stale while one refresh runs.
import { LRUCache } from 'lru-cache';

export interface SwrCacheOptions {
    ttlMs: number;
    /** How long past the TTL a stale value may still be served (also while the commerce server is down). */
    staleMs: number;
    /** Most entries kept; the least recently used go first (listing pages have as many keys as filter combinations). */
    maxEntries?: number;
    /**
     * Most bytes kept, counting each entry as the length of its JSON: entry counts alone let a few thousand large
     * listings take hundreds of megabytes. An entry larger than this on its own is not kept.
     */
    maxBytes?: number;
    /** Where answers of "nothing there" (null) go instead, so that made-up URLs cannot push real data out. */
    notFound?: NotFoundCache;
    now?: () => number;
}

/** Boxed so that a loader may answer `undefined`, which lru-cache reads as "nothing to store". */
interface Box {
    value: unknown;
}

type Loader = () => Promise<unknown>;

/** The approximate memory an entry holds: its JSON length, at least 1 (lru-cache needs a positive size). */
export function approximateSize(value: unknown): number {
    return Math.max(1, JSON.stringify(value)?.length ?? 0);
}

/** A small, short-lived cache of keys that answered "not found", shared by the partitions of the public data. */
export class NotFoundCache {
    private readonly cache: LRUCache<string, Box>;

    constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
        this.cache = new LRUCache<string, Box>({
            max: options.maxEntries,
            ttl: options.ttlMs,
            ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
        });
    }

    get(key: string): Box | undefined {
        return this.cache.get(key);
    }

    set(key: string, value: unknown): void {
        this.cache.set(key, { value });
    }

    get size(): number {
        return this.cache.size;
    }

    clear(): void {
        this.cache.clear();
    }
}

export class SwrCache {
    private readonly cache: LRUCache<string, Box, Loader>;
    private readonly staleMs: number;
    private readonly notFound?: NotFoundCache;
    private readonly pending = new Map<string, Promise<unknown>>();

    constructor(options: SwrCacheOptions) {
        this.staleMs = options.staleMs;
        this.notFound = options.notFound;
        const notFound = options.notFound;
        this.cache = new LRUCache<string, Box, Loader>({
            max: options.maxEntries ?? 10_000,
            ...(options.maxBytes
                ? { maxSize: options.maxBytes, sizeCalculation: box => approximateSize(box.value) }
                : {}),
            ttl: options.ttlMs,
            // A stale value is answered at once while its refresh runs, and kept when the refresh fails; the next
            // request after the TTL tries again.
            allowStale: true,
            allowStaleOnFetchRejection: true,
            // lru-cache runs one fetch per key at a time, so a burst of requests after expiry makes one upstream call.
            fetchMethod: async (key, stale, { context }) => {
                const value = await context();
                if (notFound && value === null) {
                    notFound.set(key, value);
                    // The page is gone: lru-cache puts the stale value back when a refresh resolves to nothing, so
                    // it is dropped just after, unless a newer value took its place.
                    setImmediate(() => {
                        if (this.cache.peek(key, { allowStale: true }) === stale) this.cache.delete(key);
                    });
                    return undefined;
                }
                return { value };
            },
            // An injected clock must be read on every call, not once per millisecond of real time.
            ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
        });
    }

    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
        const missing = this.notFound?.get(key);
        if (missing) return missing.value as T;
        // Past the stale window the old value is no longer worth answering with: drop it and wait for the source.
        // (getRemainingTTL is 0 for a missing key and negative for a stale one.)
        if (this.cache.getRemainingTTL(key) < -this.staleMs) this.cache.delete(key);
        if (this.cache.peek(key, { allowStale: true }) === undefined) return (await this.firstLoad(key, load)) as T;
        const box = await this.cache.fetch(key, { context: load });
        // No box only when the entry was dropped (clear) or its refresh found nothing: answer from the source.
        return (box ? box.value : await load()) as T;
    }

    /**
     * A key's first load runs outside lru-cache, whose fetch reserves a slot (evicting a real entry) before it knows
     * whether the answer is worth keeping. One load per key at a time, as for refreshes.
     */
    private firstLoad(key: string, load: Loader): Promise<unknown> {
        let pending = this.pending.get(key);
        if (!pending) {
            pending = load()
                .then(value => {
                    if (this.notFound && value === null) this.notFound.set(key, value);
                    else this.cache.set(key, { value });
                    return value;
                })
                .finally(() => this.pending.delete(key));
            this.pending.set(key, pending);
        }
        return pending;
    }

    get size(): number {
        return this.cache.size;
    }

    /** Approximate bytes held (0 when the cache is bounded by entries only). */
    get bytes(): number {
        return this.cache.calculatedSize;
    }

    /** Drops a key's value, so the next get asks the source. */
    delete(key: string): void {
        this.cache.delete(key);
    }

    clear(): void {
        this.cache.clear();
    }
}
