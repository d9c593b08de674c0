/** The selling prices of the past, kept so discount announcements can show the Omnibus reference price. */
import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, PluginCommonModule, ProductVariantPriceEvent, VendurePlugin } from '@vendure/core';

import { PRICE_RECORDER_HANDLER_ID } from './constants';
import { PriceHistoryEntry } from './entities/price-history-entry.entity';
import { PriceHistoryService } from './services/price-history.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [PriceHistoryEntry],
    providers: [PriceHistoryService],
    compatibility: '^3.0.0',
})
export class PriceHistoryPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private priceHistoryService: PriceHistoryService,
    ) {}

    onApplicationBootstrap() {
        // Blocking, so the entry is written in the transaction that changes the price: no change goes unrecorded.
        // A removed price leaves its history: those prices were applied all the same.
        this.eventBus.registerBlockingEventHandler({
            event: ProductVariantPriceEvent,
            id: PRICE_RECORDER_HANDLER_ID,
            handler: event =>
                event.type === 'deleted'
                    ? undefined
                    : this.priceHistoryService.recordPrices(event.ctx, event.entity, event.createdAt),
        });
    }
}
