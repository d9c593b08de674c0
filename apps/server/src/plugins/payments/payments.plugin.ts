/**
 * Checkout's payments (decision 033): card payments on Nexi XPay's hosted page and consumer credit with Findomestic,
 * on the protocol layer of decision 032. Attempts are Vendure Payments in the state Redirected until a verified answer
 * settles, authorises, declines or cancels them; the order is placed by Vendure when the total is covered. Orders
 * abandoned at payment go back to their carts on a schedule.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { BackToEditingInterceptor } from './api/back-to-editing.interceptor';
import { FindomesticController } from './api/findomestic.controller';
import { NexiXpayController } from './api/nexi-xpay.controller';
import { shopApiExtensions } from './api/api-extensions';
import { PaymentsShopResolver, StartPaymentResultResolver } from './api/payments-shop.resolver';
import { findomesticEligibilityChecker, findomesticHandler, nexiXpayHandler } from './config/payment-handlers';
import { redirectedPaymentProcess } from './config/redirected-payment-process';
import { FINDOMESTIC_CALLBACK_ROUTE, loggerCtx, PAYMENTS_PLUGIN_OPTIONS } from './constants';
import { LOOPBACK_SOURCES } from './payments-options';
import { FindomesticService } from './services/findomestic.service';
import { NexiXpayService } from './services/nexi-xpay.service';
import { PaymentAttemptsService } from './services/payment-attempts.service';
import { releaseAbandonedPaymentsTask } from './services/release-abandoned.task';
import { PaymentsPluginOptions } from './types';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        { provide: PAYMENTS_PLUGIN_OPTIONS, useFactory: () => PaymentsPlugin.options },
        PaymentAttemptsService,
        NexiXpayService,
        FindomesticService,
        { provide: APP_INTERCEPTOR, useClass: BackToEditingInterceptor },
    ],
    controllers: [NexiXpayController, FindomesticController],
    shopApiExtensions: {
        schema: shopApiExtensions,
        resolvers: [PaymentsShopResolver, StartPaymentResultResolver],
    },
    configuration: config => {
        const options = PaymentsPlugin.options;
        config.paymentOptions.paymentMethodHandlers = [
            ...config.paymentOptions.paymentMethodHandlers,
            nexiXpayHandler,
            findomesticHandler,
        ];
        config.paymentOptions.paymentMethodEligibilityCheckers = [
            ...(config.paymentOptions.paymentMethodEligibilityCheckers ?? []),
            findomesticEligibilityChecker(options.findomestic),
        ];
        config.paymentOptions.process = [...(config.paymentOptions.process ?? []), redirectedPaymentProcess];
        config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), releaseAbandonedPaymentsTask];
        return config;
    },
    compatibility: '^3.1.0',
})
export class PaymentsPlugin implements OnApplicationBootstrap {
    static options: PaymentsPluginOptions;

    static init(options: PaymentsPluginOptions) {
        this.options = options;
        return PaymentsPlugin;
    }

    onApplicationBootstrap() {
        const { xpay, findomestic, sandboxes, serverOrigin } = PaymentsPlugin.options;
        if (!sandboxes.findomestic && findomestic.callbackSources.every(source => LOOPBACK_SOURCES.includes(source))) {
            Logger.warn(
                "FINDOMESTIC_CALLBACK_SOURCES is not set: Findomestic's callbacks are accepted only from loopback. " +
                    `Set it to Findomestic's addresses; the callback is ${serverOrigin}/${FINDOMESTIC_CALLBACK_ROUTE}.`,
                loggerCtx,
            );
        }
        Logger.info(
            `Card payments on ${xpay.endpoint}; financing on ${findomestic.webAppUrl} ` +
                `(${findomestic.minCents}–${findomestic.maxCents} cents)` +
                (sandboxes.xpay || sandboxes.findomestic ? '; local sandboxes served under /payment-sandbox/' : ''),
            loggerCtx,
        );
    }
}
