/**
 * The store's shipping rules: the Italian zone, free shipping from 100 €, and a clear answer when an address is out
 * of zone; every cart with a product carries its shipping line, so its totals include shipping (decision 034).
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, OrderLineEvent, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { ShippingShopResolver } from './api/shipping-shop.resolver';
import { italyShippingCalculator } from './config/italy-shipping-calculator';
import { shippingZoneChecker } from './config/shipping-zone-checker';
import { CART_SHIPPING_LINE_HANDLER_ID } from './constants';
import { CartShippingService } from './services/cart-shipping.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CartShippingService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ShippingShopResolver] },
    configuration: config => {
        config.shippingOptions.shippingCalculators.push(italyShippingCalculator);
        config.shippingOptions.shippingEligibilityCheckers.push(shippingZoneChecker);
        return config;
    },
    compatibility: '^3.0.0',
})
export class ShippingPlugin implements OnApplicationBootstrap {
    constructor(
        private eventBus: EventBus,
        private cartShipping: CartShippingService,
    ) {}

    onApplicationBootstrap() {
        // Vendure publishes OrderLineEvent with its own order object while a line is made or its quantity set, before it
        // prices the order: whatever path changes lines (shop API, services, the merge at sign-in), the line is on the
        // cart's shipping line in time for that pricing, in the same transaction.
        this.eventBus.registerBlockingEventHandler({
            event: OrderLineEvent,
            id: CART_SHIPPING_LINE_HANDLER_ID,
            handler: event => {
                if (event.type === 'created' || event.type === 'updated') {
                    return this.cartShipping.keepShippingLine(event.ctx, event.order);
                }
            },
        });
    }
}
