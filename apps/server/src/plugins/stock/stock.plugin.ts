/**
 * Stock that cannot be oversold: concurrent orders for the last units, on any number of servers sharing one
 * PostgreSQL database, place only as many as there are units (decision 026).
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { stockOrderProcess } from './config/stock-order-process';
import { INSUFFICIENT_STOCK_MESSAGE, insufficientStockMessages } from './errors';
import { StockReservationService } from './services/stock-reservation.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [StockReservationService],
    configuration: config => {
        // First, so its check runs before Vendure's default process places the order and allocates the stock.
        config.orderOptions.process = [stockOrderProcess, ...(config.orderOptions.process ?? [])];
        return config;
    },
    compatibility: '^3.1.0',
})
export class StockPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        for (const [language, message] of Object.entries(insufficientStockMessages)) {
            this.i18nService.addTranslation(language, {
                error: { [INSUFFICIENT_STOCK_MESSAGE]: message },
            });
        }
    }
}
