/**
 * The cart's server side: add-to-cart limits (requirements §5), and services attached to products with the cart notes
 * (requirements §3, §4), the order's summary of figures and which coupons combine (decision 034). Coupons are Vendure's
 * own promotions; gift cards are the gift card plugin's.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CouponCodeEvent, EventBus, I18nService, LoginEvent, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { AttachedServicesShopResolver, CartServicesResultResolver } from './api/attached-services-shop.resolver';
import { CouponRulesInterceptor } from './api/coupon-rules.interceptor';
import { OrderLineAttachedServicesResolver } from './api/order-line-attached-services.resolver';
import { OrderSummaryResolver } from './api/order-summary.resolver';
import { RequestedQuantityInterceptor } from './api/requested-quantity.interceptor';
import { CartRulesInterceptor } from './config/cart-rules.interceptor';
import { firstOrderCondition } from './config/first-order-condition';
import { MergeCartsStrategy } from './config/merge-carts.strategy';
import { COUPON_RULES_HANDLER_ID, MAX_SALEABLE_MESSAGE, MERGE_NOTES_AT_LOGIN_HANDLER_ID } from './constants';
import { couponRefusedErrorMessage, CouponRulesRefusal, orderInterceptorErrorMessage } from './errors';
import { AttachedServiceCatalogService } from './services/attached-service-catalog.service';
import { AttachedServicesService } from './services/attached-services.service';
import { CartMergeService } from './services/cart-merge.service';
import { CartRulesService } from './services/cart-rules.service';
import { CouponRulesService } from './services/coupon-rules.service';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        AttachedServiceCatalogService,
        AttachedServicesService,
        CartRulesService,
        CartMergeService,
        CouponRulesService,
        { provide: APP_INTERCEPTOR, useClass: RequestedQuantityInterceptor },
        { provide: APP_INTERCEPTOR, useClass: CouponRulesInterceptor },
    ],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [
            AttachedServicesShopResolver,
            CartServicesResultResolver,
            OrderLineAttachedServicesResolver,
            OrderSummaryResolver,
        ],
    },
    configuration: config => {
        config.orderOptions.orderInterceptors = [
            ...(config.orderOptions.orderInterceptors ?? []),
            new CartRulesInterceptor(),
        ];
        // Coupons combine, except a first-order coupon (decision 034).
        config.promotionOptions.promotionConditions = [
            ...(config.promotionOptions.promotionConditions ?? []),
            firstOrderCondition,
        ];
        // A sign-in merges the guest's cart into the customer's with the notes (decision 031). Vendure 3.7 reads only
        // mergeStrategy; checkoutMergeStrategy is set the same so no later path merges carts without their notes.
        config.orderOptions.mergeStrategy = new MergeCartsStrategy();
        config.orderOptions.checkoutMergeStrategy = new MergeCartsStrategy();
        return config;
    },
    compatibility: '^3.1.0',
})
export class CartPlugin implements OnApplicationBootstrap {
    constructor(
        private i18nService: I18nService,
        private eventBus: EventBus,
        private cartMerge: CartMergeService,
        private couponRules: CouponRulesService,
    ) {}

    onApplicationBootstrap() {
        // Blocking, so the merged cart's notes and service lines are stored in the login's transaction, before it answers.
        this.eventBus.registerBlockingEventHandler({
            event: LoginEvent,
            id: MERGE_NOTES_AT_LOGIN_HANDLER_ID,
            handler: event => this.cartMerge.afterLogin(event.ctx, event.user.id),
        });
        // Vendure publishes CouponCodeEvent while it applies a code it found valid, inside the transaction: a code the
        // coupon rules refuse throws, the change rolls back and CouponRulesInterceptor answers CouponCodeRefusedError
        // (decision 034). Staff applying a code to a draft order (admin API) are not held to the shoppers' rules.
        this.eventBus.registerBlockingEventHandler({
            event: CouponCodeEvent,
            id: COUPON_RULES_HANDLER_ID,
            handler: async event => {
                if (event.type !== 'assigned' || event.ctx.apiType !== 'shop') {
                    return;
                }
                const refusal = await this.couponRules.refusal(event.ctx, event.orderId, event.couponCode);
                if (refusal) {
                    throw new CouponRulesRefusal(refusal.couponCode, refusal.reason, refusal.amounts);
                }
            },
        });
        // Clients tell refusals apart by code (errorCode, and interceptorError for the cart rules' reasons); the
        // message gives requirements §8's words for each: Vendure's own stock error (nothing left to add) and each reason;
        // a coupon the coupon rules refuse is told apart by its reason (decision 034).
        this.i18nService.addTranslation('en', {
            errorResult: {
                INSUFFICIENT_STOCK_ERROR: MAX_SALEABLE_MESSAGE,
                ORDER_INTERCEPTOR_ERROR: orderInterceptorErrorMessage(),
                COUPON_CODE_REFUSED_ERROR: couponRefusedErrorMessage(),
            },
        });
    }
}
