/**
 * The cart's server side: add-to-cart limits (requirements §5), services attached to products with the cart notes
 * (requirements §3, §4), and gift cards (requirements §8). Coupons are Vendure's own promotions, with the parts that read the
 * order's subtotal made blind to gift cards.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { CartShopResolver } from './api/cart-shop.resolver';
import { GiftCardAdminResolver, GiftCardEntityResolver } from './api/gift-card-admin.resolver';
import { RequestedQuantityInterceptor } from './api/requested-quantity.interceptor';
import { CartRulesInterceptor } from './config/cart-rules.interceptor';
import { giftCardOrderProcess } from './config/gift-card-order-process';
import { giftCardNeutralActions, giftCardNeutralConditions } from './config/gift-card-promotions';
import { GiftCardTotalsSubscriber } from './config/gift-card-totals.subscriber';
import { giftCardPermission, MAX_SALEABLE_MESSAGE } from './constants';
import { GiftCardLedgerEntry } from './entities/gift-card-ledger-entry.entity';
import { GiftCard } from './entities/gift-card.entity';
import { CartServicesService } from './services/cart-services.service';
import { GiftCardService } from './services/gift-card.service';
import { ServiceCatalogService } from './services/service-catalog.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [GiftCard, GiftCardLedgerEntry],
    providers: [
        ServiceCatalogService,
        CartServicesService,
        GiftCardService,
        { provide: APP_INTERCEPTOR, useClass: RequestedQuantityInterceptor },
    ],
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
        config.promotionOptions.promotionConditions = giftCardNeutralConditions(
            config.promotionOptions.promotionConditions ?? [],
        );
        config.promotionOptions.promotionActions = giftCardNeutralActions(
            config.promotionOptions.promotionActions ?? [],
        );
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
        // Shoppers read the reason a cart change was refused, in requirements §8's words: Vendure's own stock error
        // (nothing left to add) and the interceptor's reasons become the error's message.
        this.i18nService.addTranslation('en', {
            errorResult: {
                INSUFFICIENT_STOCK_ERROR: MAX_SALEABLE_MESSAGE,
                ORDER_INTERCEPTOR_ERROR: '{interceptorError}',
            },
        });
    }
}
