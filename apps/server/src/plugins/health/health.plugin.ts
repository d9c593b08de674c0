/** Liveness and readiness probes that report the database and Redis (Vendure's own /health always answers "ok"). */
import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { HealthController } from './api/health.controller';
import { HEALTH_PLUGIN_OPTIONS } from './constants';
import { ReadinessService } from './services/readiness.service';
import { HealthPluginOptions } from './types';

@VendurePlugin({
    imports: [PluginCommonModule],
    controllers: [HealthController],
    providers: [ReadinessService, { provide: HEALTH_PLUGIN_OPTIONS, useFactory: () => HealthPlugin.options }],
    compatibility: '^3.0.0',
})
export class HealthPlugin {
    static options: HealthPluginOptions = {};

    static init(options: HealthPluginOptions) {
        HealthPlugin.options = options;
        return HealthPlugin;
    }
}
