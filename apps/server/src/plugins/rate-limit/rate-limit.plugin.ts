/**
 * Rate limits on what can be guessed or flooded (decision 022): coupon and gift card codes, cart writes, new guest
 * wishlists, staff and customer logins, registrations and password resets. Counted in Redis when the server has it, so
 * every server process shares each count.
 */
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { OnApplicationBootstrap } from '@nestjs/common';

import { RateLimitInterceptor } from './api/rate-limit.interceptor';
import { RATE_LIMIT_PLUGIN_OPTIONS } from './constants';
import { RATE_LIMITED_MESSAGE } from './errors';
import { rateLimitsFromEnv } from './rate-limit-options';
import { RateLimitService } from './services/rate-limit.service';
import { RateLimitPluginOptions } from './types';

@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        { provide: RATE_LIMIT_PLUGIN_OPTIONS, useFactory: () => RateLimitPlugin.options },
        RateLimitService,
        { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
    ],
    compatibility: '^3.1.0',
})
export class RateLimitPlugin implements OnApplicationBootstrap {
    static options: RateLimitPluginOptions = { limits: rateLimitsFromEnv({}) };

    static init(options: RateLimitPluginOptions) {
        this.options = options;
        return RateLimitPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        this.i18nService.addTranslation('en', { error: { 'rate-limited': RATE_LIMITED_MESSAGE } });
    }
}
