/**
 * Gift cards (requirements §8): staff create them and read their ledger, shoppers apply them to the cart as a negative
 * surcharge, and their balance is spent when the order goes to payment. A card is a means of payment: coupons and
 * free shipping read the order as if no card were there.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { GiftCardAdminResolver, GiftCardEntityResolver } from './api/gift-card-admin.resolver';
import {
    ApplyGiftCardResultResolver,
    GiftCardShopResolver,
    RemoveGiftCardResultResolver,
} from './api/gift-card-shop.resolver';
import { OrderGiftCardsResolver } from './api/order-gift-cards.resolver';
import { giftCardOrderProcess } from './config/gift-card-order-process';
import { giftCardNeutralActions, giftCardNeutralConditions } from './config/gift-card-promotions';
import { GiftCardTotalsSubscriber } from './config/gift-card-totals.subscriber';
import { giftCardPermission } from './constants';
import { GiftCardLedgerEntry } from './entities/gift-card-ledger-entry.entity';
import { GiftCard } from './entities/gift-card.entity';
import { orderStateTransitionErrorMessage } from './errors';
import { GiftCardService } from './services/gift-card.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [GiftCard, GiftCardLedgerEntry],
    providers: [GiftCardService],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            GiftCardShopResolver,
            ApplyGiftCardResultResolver,
            RemoveGiftCardResultResolver,
            OrderGiftCardsResolver,
        ],
    },
    adminApiExtensions: {
        schema: adminApiExtensions,
        resolvers: [GiftCardAdminResolver, GiftCardEntityResolver],
    },
    configuration: config => {
        config.authOptions.customPermissions.push(giftCardPermission);
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
export class GiftCardPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        // A move to payment refused because a card can no longer cover its part is told apart by its code
        // (transitionError); the message gives requirements §8's words for it.
        this.i18nService.addTranslation('en', {
            errorResult: { ORDER_STATE_TRANSITION_ERROR: orderStateTransitionErrorMessage() },
        });
    }
}
