/**
 * Encodes a picture's AVIF gallery widths as soon as staff upload it (decision 054). The asset server makes each
 * resize on its first request, and an AVIF costs about a second at 720 px: without this, the first shopper to open a
 * new product would wait that long for its main picture, the page's largest paint. The requests go to this process's
 * own asset route, which resizes and caches exactly as for a shopper, one picture at a time in the background.
 *
 * Only pictures uploaded over the API are warmed: Vendure raises no "created" event for those an import makes (the
 * demo seed), which are left to their first request. Encoding a whole catalog at start would take minutes of CPU.
 */
import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { galleryResizeQuery, GALLERY_WIDTHS } from '@shop/rules';
import { AssetEvent, AssetType, ConfigService, EventBus, Logger, ProcessContext } from '@vendure/core';

import { ASSET_ROUTE } from '../../../lib/asset-request-guard';
import { loggerCtx } from '../constants';

/** An encode of the largest width takes about 2 s on a slow machine; a stuck request must not hold the queue. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The addresses, on `origin`, of the AVIF gallery widths the storefront's `<picture>` offers for `source`. */
export function avifGalleryUrls(origin: string, source: string): string[] {
    const path = `${origin}/${ASSET_ROUTE}/${source.split('/').map(encodeURIComponent).join('/')}`;
    return GALLERY_WIDTHS.map(width => `${path}?${galleryResizeQuery(width, 'avif')}`);
}

@Injectable()
export class PictureWarmUpService implements OnApplicationBootstrap, OnApplicationShutdown {
    private subscription: { unsubscribe(): void } | undefined;
    private queue: Promise<void> = Promise.resolve();
    private closed = false;

    constructor(
        private eventBus: EventBus,
        private configService: ConfigService,
        private processContext: ProcessContext,
    ) {}

    onApplicationBootstrap() {
        // The worker serves no HTTP; an upload's event is raised in the server process that took it.
        if (this.processContext.isWorker) return;
        this.subscription = this.eventBus.ofType(AssetEvent).subscribe(event => {
            if (event.type !== 'created' || event.entity.type !== AssetType.IMAGE) return;
            const urls = avifGalleryUrls(this.origin(), event.entity.source);
            this.queue = this.queue.then(() => this.warm(urls));
        });
    }

    onApplicationShutdown() {
        this.closed = true;
        this.subscription?.unsubscribe();
    }

    /** Resolves when every picture uploaded so far has been warmed (or given up on). */
    idle(): Promise<void> {
        return this.queue;
    }

    private origin(): string {
        const { hostname, port } = this.configService.apiOptions;
        // A server listening on every address answers on loopback too.
        const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
        return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    }

    private async warm(urls: string[]) {
        for (const url of urls) {
            if (this.closed) return;
            try {
                const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
                await response.arrayBuffer();
                if (!response.ok) Logger.warn(`Picture not warmed (${response.status}): ${url}`, loggerCtx);
            } catch (error) {
                // The first shopper's request will encode it instead.
                Logger.warn(`Picture not warmed (${(error as Error).message}): ${url}`, loggerCtx);
            }
        }
    }
}
