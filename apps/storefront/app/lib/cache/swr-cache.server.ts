// In-process cache for public commerce data: fresh for a TTL, then served stale while one refresh runs.
export interface SwrCacheOptions {
    ttlMs: number;
    /** How long past the TTL a stale value may still be served (also while the commerce server is down). */
    staleMs: number;
    /** Most entries kept; the least recently used go first (listing pages have as many keys as filter combinations). */
    maxEntries?: number;
    now?: () => number;
}

interface Entry<T> {
    value: T;
    storedAt: number;
    refreshing?: Promise<T>;
}

export class SwrCache {
    private readonly entries = new Map<string, Entry<unknown>>();
    private readonly inFlight = new Map<string, Promise<unknown>>();
    private readonly now: () => number;

    constructor(private readonly options: SwrCacheOptions) {
        this.now = options.now ?? Date.now;
    }

    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
        const entry = this.entries.get(key) as Entry<T> | undefined;
        const age = entry ? this.now() - entry.storedAt : Infinity;
        if (entry) {
            // Map order is the recency order: a hit moves the entry to the end.
            this.entries.delete(key);
            this.entries.set(key, entry);
        }
        if (entry && age <= this.options.ttlMs) return entry.value;
        if (entry && age <= this.options.ttlMs + this.options.staleMs) {
            // Errors while refreshing keep the stale value; the next request after the TTL tries again.
            if (!entry.refreshing) {
                entry.refreshing = this.fetch(key, load)
                    .catch(() => entry.value)
                    .finally(() => {
                        entry.refreshing = undefined;
                    });
            }
            return entry.value;
        }
        return this.fetch(key, load);
    }

    /** One load per key at a time, so a burst of requests after expiry makes one upstream call. */
    private fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
        const running = this.inFlight.get(key) as Promise<T> | undefined;
        if (running) return running;
        const promise = load()
            .then(value => {
                this.entries.delete(key);
                this.entries.set(key, { value, storedAt: this.now() });
                this.evict();
                return value;
            })
            .finally(() => this.inFlight.delete(key));
        this.inFlight.set(key, promise);
        return promise;
    }

    private evict(): void {
        const max = this.options.maxEntries ?? Infinity;
        while (this.entries.size > max) {
            const oldest = this.entries.keys().next().value as string;
            this.entries.delete(oldest);
        }
    }

    get size(): number {
        return this.entries.size;
    }

    clear(): void {
        this.entries.clear();
    }
}
