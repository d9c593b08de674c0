/** The store's shipping rules: the Italian zone, free shipping from 100 €, and a clear answer when an address is out of zone. */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { ShippingShopResolver } from './api/shipping-shop.resolver';
import { italyShippingCalculator } from './config/italy-shipping-calculator';
import { shippingZoneChecker } from './config/shipping-zone-checker';

@VendurePlugin({
    imports: [PluginCommonModule],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [ShippingShopResolver] },
    configuration: config => {
        config.shippingOptions.shippingCalculators.push(italyShippingCalculator);
        config.shippingOptions.shippingEligibilityCheckers.push(shippingZoneChecker);
        return config;
    },
    compatibility: '^3.0.0',
})
export class ShippingPlugin {}
