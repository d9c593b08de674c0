/**
 * The cart's server side: add-to-cart limits (requirements §5), and services attached to products with the cart notes
 * (requirements §3, §4). Coupons are Vendure's own promotions; gift cards are the gift card plugin's.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { AttachedServicesShopResolver, CartServicesResultResolver } from './api/attached-services-shop.resolver';
import { OrderLineAttachedServicesResolver } from './api/order-line-attached-services.resolver';
import { RequestedQuantityInterceptor } from './api/requested-quantity.interceptor';
import { CartRulesInterceptor } from './config/cart-rules.interceptor';
import { MAX_SALEABLE_MESSAGE } from './constants';
import { orderInterceptorErrorMessage } from './errors';
import { AttachedServiceCatalogService } from './services/attached-service-catalog.service';
import { AttachedServicesService } from './services/attached-services.service';
import { CartRulesService } from './services/cart-rules.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        AttachedServiceCatalogService,
        AttachedServicesService,
        CartRulesService,
        { provide: APP_INTERCEPTOR, useClass: RequestedQuantityInterceptor },
    ],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [AttachedServicesShopResolver, CartServicesResultResolver, OrderLineAttachedServicesResolver],
    },
    configuration: config => {
        config.orderOptions.orderInterceptors = [
            ...(config.orderOptions.orderInterceptors ?? []),
            new CartRulesInterceptor(),
        ];
        return config;
    },
    compatibility: '^3.1.0',
})
export class CartPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        // Clients tell refusals apart by code (errorCode, and interceptorError for the cart rules' reasons); the
        // message gives requirements §8's words for each: Vendure's own stock error (nothing left to add) and each reason.
        this.i18nService.addTranslation('en', {
            errorResult: {
                INSUFFICIENT_STOCK_ERROR: MAX_SALEABLE_MESSAGE,
                ORDER_INTERCEPTOR_ERROR: orderInterceptorErrorMessage(),
            },
        });
    }
}
