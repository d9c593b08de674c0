/**
 * Bot protection with reCAPTCHA v3 (decision 029): registration and password reset on the shop API need a token
 * Google scores as human, checked here because the shop API is open to any client, not only the storefront.
 */
import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { BotCheckInterceptor } from './api/bot-check.interceptor';
import { BOT_CHECK_PLUGIN_OPTIONS, loggerCtx } from './constants';
import { BOT_CHECK_FAILED_MESSAGE } from './errors';
import { BotCheckPluginOptions } from './types';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        { provide: BOT_CHECK_PLUGIN_OPTIONS, useFactory: () => BotCheckPlugin.options },
        { provide: APP_INTERCEPTOR, useClass: BotCheckInterceptor },
    ],
    compatibility: '^3.1.0',
})
export class BotCheckPlugin implements OnApplicationBootstrap {
    static options: BotCheckPluginOptions = { recaptcha: null };

    static init(options: BotCheckPluginOptions) {
        this.options = options;
        return BotCheckPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        this.i18nService.addTranslation('en', { error: { 'bot-check-failed': BOT_CHECK_FAILED_MESSAGE } });
        const recaptcha = BotCheckPlugin.options.recaptcha;
        Logger.info(
            recaptcha
                ? `reCAPTCHA check on (${recaptcha.verifyUrl}, score ≥ ${recaptcha.minScore}, ` +
                      `hostnames ${recaptcha.hostnames.join(', ')})`
                : 'reCAPTCHA check off: RECAPTCHA_SECRET_KEY is not set',
            loggerCtx,
        );
    }
}
