/**
 * "Avvisami quando torna disponibile" (decision 045): requests for sold-out variants, and one email each once the
 * variant's saleable stock is above zero again. Every change of stock (adjustments, sales, cancellations, releases)
 * publishes a StockMovementEvent, and a variant's own changes (tracking, threshold, enabled) a ProductVariantEvent:
 * after either has committed, the variants it names are checked.
 */
import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
    EventBus,
    ID,
    Logger,
    PluginCommonModule,
    ProductVariantEvent,
    StockMovementEvent,
    VendurePlugin,
} from '@vendure/core';
import { Subscription } from 'rxjs';

import { shopApiExtensions } from './api/api-extensions';
import {
    CancelStockAlertResultResolver,
    RequestStockAlertResultResolver,
    StockAlertShopResolver,
} from './api/stock-alert-shop.resolver';
import { loggerCtx } from './constants';
import { StockAlert } from './entities/stock-alert.entity';
import { StockAlertService } from './services/stock-alert.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [StockAlert],
    providers: [StockAlertService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [StockAlertShopResolver, RequestStockAlertResultResolver, CancelStockAlertResultResolver],
    },
    compatibility: '^3.0.0',
})
export class StockAlertPlugin implements OnApplicationBootstrap, OnApplicationShutdown {
    private subscriptions: Subscription[] = [];
    /** Checks run one after another, so a burst of stock changes never races itself. */
    private queue: Promise<unknown> = Promise.resolve();

    constructor(
        private eventBus: EventBus,
        private stockAlertService: StockAlertService,
    ) {}

    onApplicationBootstrap() {
        this.subscriptions.push(
            this.eventBus
                .ofType(StockMovementEvent)
                .subscribe(event => this.check(event.stockMovements.map(movement => movement.productVariant?.id))),
            this.eventBus
                .ofType(ProductVariantEvent)
                .subscribe(event => event.type !== 'deleted' && this.check(event.entity.map(variant => variant.id))),
        );
    }

    onApplicationShutdown() {
        this.subscriptions.forEach(subscription => subscription.unsubscribe());
    }

    /** Waits for the checks already started (tests, and a shutdown that should not cut one short). */
    idle(): Promise<unknown> {
        return this.queue;
    }

    private check(variantIds: Array<ID | undefined>) {
        const ids = variantIds.filter((id): id is ID => id != null);
        if (ids.length === 0) return;
        this.queue = this.queue
            .then(() => this.stockAlertService.notifyIfBackInStock(ids))
            .catch((error: unknown) => {
                Logger.error(`Back-in-stock check failed: ${String(error)}`, loggerCtx, (error as Error)?.stack);
            });
    }
}
