/**
 * Keeps the in-memory catalog index current: built on the first query (one build at a time), rebuilt shortly after
 * catalog events in this process, and brought up to date with other processes' writes by a cheap periodic look
 * at the database's fingerprint (events reach only the process that raised them).
 */
import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
    AssetEvent,
    ChannelEvent,
    CollectionEvent,
    CollectionModificationEvent,
    EventBus,
    FacetEvent,
    FacetValueEvent,
    GlobalSettingsEvent,
    Logger,
    ProcessContext,
    ProductChannelEvent,
    ProductEvent,
    ProductOptionEvent,
    ProductOptionGroupChangeEvent,
    ProductOptionGroupEvent,
    ProductVariantChannelEvent,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    RequestContext,
    StockMovementEvent,
    TaxRateModificationEvent,
    Type,
    VendureEvent,
} from '@vendure/core';
import {
    CHANGE_CHECK_INTERVAL_MS,
    loggerCtx,
    MAX_STOCK_CHANGES,
    REBUILD_DEBOUNCE_MS,
    REBUILD_MAX_WAIT_MS,
} from '../constants';
import type { StockSnapshot } from '../types';
import { CatalogIndex } from './catalog-index';
import { CatalogFingerprint, CatalogLoaderService, LoadedCatalog } from './catalog-loader.service';

/** `stock` recounts saleable stock over the catalog already read; `full` reads the catalog again. */
export type RefreshKind = 'stock' | 'full';

/** Events after which what shoppers see of the catalog may differ. */
const CATALOG_EVENTS: Array<Type<VendureEvent>> = [
    ProductEvent,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    ProductChannelEvent,
    ProductVariantChannelEvent,
    ProductOptionEvent,
    ProductOptionGroupEvent,
    ProductOptionGroupChangeEvent,
    CollectionEvent,
    CollectionModificationEvent,
    FacetEvent,
    FacetValueEvent,
    AssetEvent,
    ChannelEvent,
    GlobalSettingsEvent,
    TaxRateModificationEvent,
];

function stronger(a: RefreshKind | null, b: RefreshKind): RefreshKind {
    return a === 'full' || b === 'full' ? 'full' : 'stock';
}

@Injectable()
export class CatalogIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
    private index: CatalogIndex | null = null;
    private loaded: LoadedCatalog | null = null;
    private fingerprint: CatalogFingerprint | null = null;
    private running: Promise<CatalogIndex> | null = null;
    private queued: Promise<CatalogIndex> | null = null;
    private queuedKind: RefreshKind | null = null;
    private scheduledKind: RefreshKind | null = null;
    private firstScheduledAt: number | null = null;
    private debounceTimer: NodeJS.Timeout | undefined;
    private checkTimer: NodeJS.Timeout | undefined;
    private subscriptions: Array<{ unsubscribe(): void }> = [];

    constructor(
        private eventBus: EventBus,
        private loader: CatalogLoaderService,
        private processContext: ProcessContext,
    ) {}

    onApplicationBootstrap() {
        if (this.processContext.isWorker) {
            // The worker answers no shop queries, so it keeps no index.
            return;
        }
        for (const event of CATALOG_EVENTS) {
            this.subscriptions.push(this.eventBus.ofType(event).subscribe(() => this.schedule('full')));
        }
        this.subscriptions.push(this.eventBus.ofType(StockMovementEvent).subscribe(() => this.schedule('stock')));
    }

    onApplicationShutdown() {
        this.subscriptions.forEach(subscription => subscription.unsubscribe());
        clearTimeout(this.debounceTimer);
        clearInterval(this.checkTimer);
    }

    /** The current index; the first call builds it, and concurrent first calls share that one build. */
    getIndex(): Promise<CatalogIndex> {
        return this.index ? Promise.resolve(this.index) : this.refresh('full');
    }

    /**
     * The saleable stock of the product's variants as it is now, in any process's writes: a product page must not
     * offer the last unit once it is sold, even before this process's index has recounted.
     */
    async liveStock(ctx: RequestContext, code: string): Promise<StockSnapshot | undefined> {
        const index = await this.getIndex();
        const loaded = this.loaded;
        if (!loaded) return undefined;
        const wanted = new Set(index.variantIds(code));
        if (wanted.size === 0) return undefined;
        return this.loader.loadStock(
            ctx,
            loaded.stockInputs.filter(input => wanted.has(String(input.id))),
        );
    }

    /**
     * What changed in stock since the stock version `since` (a storefront's last look): the current version and the
     * codes of the products whose stock moved, or null for "too many to name, take everything as changed".
     */
    async stockChanges(since: number | null): Promise<{ version: number; productCodes: string[] | null }> {
        const version = await this.loader.stockVersion();
        if (since === null || since >= version) {
            return { version, productCodes: [] };
        }
        const [index, productIds] = await Promise.all([
            this.getIndex(),
            this.loader.productsWithStockMovedSince(since, MAX_STOCK_CHANGES),
        ]);
        if (productIds === null) return { version, productCodes: null };
        const codes = productIds.map(id => index.productCode(id)).filter((code): code is string => code !== null);
        return { version, productCodes: codes };
    }

    /**
     * Rebuilds now. A request made while a build runs is queued behind it (that build may have read the data
     * before the change), and requests queued together share one build.
     */
    refresh(kind: RefreshKind): Promise<CatalogIndex> {
        if (!this.running) {
            this.running = this.build(kind).finally(() => {
                this.running = null;
            });
            return this.running;
        }
        this.queuedKind = stronger(this.queuedKind, kind);
        this.queued ??= this.running
            .catch(() => undefined)
            .then(() => {
                const queuedKind = this.queuedKind ?? 'full';
                this.queued = null;
                this.queuedKind = null;
                return this.refresh(queuedKind);
            });
        return this.queued;
    }

    /**
     * Compares the database's fingerprint with the one the index was built from and refreshes what changed.
     * Runs every CHANGE_CHECK_INTERVAL_MS once the index exists; answers whether it refreshed.
     */
    async checkForChanges(): Promise<boolean> {
        if (!this.index || !this.fingerprint || this.running) {
            return false;
        }
        const current = await this.loader.fingerprint();
        if (current.catalog !== this.fingerprint.catalog) {
            await this.refresh('full');
            return true;
        }
        if (current.stock !== this.fingerprint.stock) {
            await this.refresh('stock');
            return true;
        }
        return false;
    }

    private schedule(kind: RefreshKind) {
        if (!this.index && !this.running) {
            // Nothing built yet: the first query will read the data as it is then.
            return;
        }
        this.scheduledKind = stronger(this.scheduledKind, kind);
        const now = Date.now();
        this.firstScheduledAt ??= now;
        const wait = Math.max(0, Math.min(REBUILD_DEBOUNCE_MS, this.firstScheduledAt + REBUILD_MAX_WAIT_MS - now));
        clearTimeout(this.debounceTimer);
        this.debounceTimer = setTimeout(() => {
            const scheduled = this.scheduledKind ?? 'full';
            this.scheduledKind = null;
            this.firstScheduledAt = null;
            this.refresh(scheduled).catch(error =>
                Logger.error(`Catalog index refresh failed: ${String(error)}`, loggerCtx),
            );
        }, wait);
        this.debounceTimer.unref();
    }

    private async build(kind: RefreshKind): Promise<CatalogIndex> {
        const started = Date.now();
        const ctx = await this.loader.shopContext();
        // Read before the data: a write landing during the build changes the fingerprint again, so it is not missed.
        const fingerprint = await this.loader.fingerprint().catch(error => {
            Logger.warn(`Catalog change checks are off: ${String(error)}`, loggerCtx);
            return null;
        });
        // Each phase's time goes to the log, so a slow build says where its time went.
        const phases: string[] = [];
        let phaseStart = Date.now();
        const phase = (name: string) => {
            phases.push(`${name} ${Date.now() - phaseStart} ms`);
            phaseStart = Date.now();
        };
        let index: CatalogIndex;
        if (kind === 'stock' && this.loaded && this.index) {
            const stock = await this.loader.loadStock(ctx, this.loaded.stockInputs);
            phase('stock');
            index = new CatalogIndex(this.loaded.snapshot, stock, this.index.search);
            phase('index');
        } else {
            const loaded = await this.loader.loadCatalog(ctx);
            phase('catalog read');
            const stock = await this.loader.loadStock(ctx, loaded.stockInputs);
            phase('stock');
            index = await CatalogIndex.build(loaded.snapshot, stock);
            phase('index');
            index.warmUp();
            phase('warm-up');
            this.loaded = loaded;
        }
        this.index = index;
        this.fingerprint = fingerprint;
        if (fingerprint && !this.checkTimer) {
            this.checkTimer = setInterval(() => {
                this.checkForChanges().catch(error =>
                    Logger.warn(`Catalog change check failed: ${String(error)}`, loggerCtx),
                );
            }, CHANGE_CHECK_INTERVAL_MS);
            this.checkTimer.unref();
        }
        Logger.verbose(
            `Catalog index (${kind}) built with ${index.productCount} products in ${Date.now() - started} ms ` +
                `(${phases.join(', ')})`,
            loggerCtx,
        );
        return index;
    }
}
