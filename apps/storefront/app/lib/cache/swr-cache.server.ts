// In-process cache for public commerce data: fresh for a TTL, then served stale while one refresh runs.
import { LRUCache } from 'lru-cache';

export interface SwrCacheOptions {
    ttlMs: number;
    /** How long past the TTL a stale value may still be served (also while the commerce server is down). */
    staleMs: number;
    /** Most entries kept; the least recently used go first (listing pages have as many keys as filter combinations). */
    maxEntries?: number;
    now?: () => number;
}

/** Boxed so that a loader may answer `undefined`, which lru-cache reads as "nothing to store". */
interface Box {
    value: unknown;
}

type Loader = () => Promise<unknown>;

export class SwrCache {
    private readonly cache: LRUCache<string, Box, Loader>;
    private readonly staleMs: number;

    constructor(options: SwrCacheOptions) {
        this.staleMs = options.staleMs;
        this.cache = new LRUCache<string, Box, Loader>({
            max: options.maxEntries ?? 10_000,
            ttl: options.ttlMs,
            // A stale value is answered at once while its refresh runs, and kept when the refresh fails; the next
            // request after the TTL tries again.
            allowStale: true,
            allowStaleOnFetchRejection: true,
            // lru-cache runs one fetch per key at a time, so a burst of requests after expiry makes one upstream call.
            fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
            // An injected clock must be read on every call, not once per millisecond of real time.
            ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
        });
    }

    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
        // Past the stale window the old value is no longer worth answering with: drop it and wait for the source.
        // (getRemainingTTL is 0 for a missing key and negative for a stale one.)
        if (this.cache.getRemainingTTL(key) < -this.staleMs) this.cache.delete(key);
        const box = await this.cache.fetch(key, { context: load });
        // No box only when the entry was dropped (clear) while its first load ran: answer from the source.
        return (box ? box.value : await load()) as T;
    }

    get size(): number {
        return this.cache.size;
    }

    clear(): void {
        this.cache.clear();
    }
}
