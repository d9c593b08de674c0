// Keeps kept catalog answers true to stock (decision 067): at most once per interval, before a kept product page or
// product data is served, ask the commerce server which products' stock moved since the last look, and drop what is
// kept of them. The stock version lives in the commerce server's database, so a sale made through any process reaches
// every storefront process at its next look.

/** What the commerce server answers (catalogStockChanges): null codes mean "too many to name". */
export interface StockChanges {
    version: string;
    productCodes: readonly string[] | null;
}

export interface StockChangeWatchOptions {
    /** How often a look is made at most; 0 looks before every answer. */
    intervalMs: number;
    /** How long an answer waits for a look in flight before it is served from what is kept. */
    waitMs: number;
    look: (since: string | null) => Promise<StockChanges>;
    /** Drops what is kept of these products (null: of every product). */
    onChange: (productCodes: readonly string[] | null) => void;
    now?: () => number;
}

export class StockChangeWatch {
    private version: string | null = null;
    private lastLook = Number.NEGATIVE_INFINITY;
    private looking: Promise<void> | null = null;
    private readonly now: () => number;

    constructor(private readonly options: StockChangeWatchOptions) {
        this.now = options.now ?? (() => Date.now());
    }

    /**
     * Resolves once kept answers are known to be current (or the look took longer than waitMs, or failed: while the
     * commerce server is away, what is kept is still the best answer).
     */
    current(): Promise<void> {
        if (!this.looking && this.now() - this.lastLook >= this.options.intervalMs) {
            this.lastLook = this.now();
            this.looking = this.look().finally(() => {
                this.looking = null;
            });
        }
        const looking = this.looking;
        if (!looking) return Promise.resolve();
        return new Promise<void>(resolve => {
            const timer = setTimeout(resolve, this.options.waitMs);
            timer.unref?.();
            void looking.then(() => {
                clearTimeout(timer);
                resolve();
            });
        });
    }

    private async look(): Promise<void> {
        try {
            const changes = await this.options.look(this.version);
            // The first look only learns the version: nothing was kept from before it that it could tell about.
            if (this.version !== null && (changes.productCodes === null || changes.productCodes.length > 0)) {
                this.options.onChange(changes.productCodes);
            }
            this.version = changes.version;
        } catch {
            // Looked again at the next interval; meanwhile kept answers stand.
        }
    }
}
