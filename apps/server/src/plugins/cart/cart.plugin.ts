/**
 * The cart's server side: add-to-cart limits (SPEC §5), services attached to products with the cart notes
 * (SPEC §3, §4), and gift cards (SPEC §8). Coupons are Vendure's own promotions.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { CartShopResolver } from './api/cart-shop.resolver';
import { GiftCardAdminResolver, GiftCardEntityResolver } from './api/gift-card-admin.resolver';
import { CartRulesInterceptor } from './config/cart-rules.interceptor';
import { giftCardOrderProcess } from './config/gift-card-order-process';
import { GiftCardTotalsSubscriber } from './config/gift-card-totals.subscriber';
import { giftCardPermission, MAX_SALEABLE_MESSAGE } from './constants';
import { GiftCard } from './entities/gift-card.entity';
import { CartServicesService } from './services/cart-services.service';
import { GiftCardService } from './services/gift-card.service';
import { ServiceCatalogService } from './services/service-catalog.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [GiftCard],
    providers: [ServiceCatalogService, CartServicesService, GiftCardService],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [CartShopResolver] },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [GiftCardAdminResolver, GiftCardEntityResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions.push(giftCardPermission);
        config.orderOptions.orderInterceptors = [
            ...(config.orderOptions.orderInterceptors ?? []),
            new CartRulesInterceptor(),
        ];
        config.orderOptions.process = [...(config.orderOptions.process ?? []), giftCardOrderProcess];
        // The options object is typed read-only; replacing it keeps whatever else it holds.
        config.dbConnectionOptions = {
            ...config.dbConnectionOptions,
            subscribers: [
                ...((config.dbConnectionOptions.subscribers as Array<string | (new () => unknown)>) ?? []),
                GiftCardTotalsSubscriber,
            ],
        };
        return config;
    },
    compatibility: '^3.1.0',
})
export class CartPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        // Shoppers read the reason a cart change was refused, in SPEC §8's words: Vendure's own stock error
        // (nothing or only part could be added) and the interceptor's reasons become the error's message.
        this.i18nService.addTranslation('en', {
            errorResult: {
                INSUFFICIENT_STOCK_ERROR: MAX_SALEABLE_MESSAGE,
                ORDER_INTERCEPTOR_ERROR: '{interceptorError}',
            },
        });
    }
}
