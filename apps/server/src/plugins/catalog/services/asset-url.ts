import { ConfigService, RequestContext } from '@vendure/core';

import { AssetUrl } from './catalog-index';

/** The asset URLs of this request, as the configured asset storage makes them absolute. */
export function requestAssetUrl(configService: ConfigService, ctx: RequestContext): AssetUrl {
    const strategy = configService.assetOptions.assetStorageStrategy;
    const request = ctx.req;
    if (!strategy.toAbsoluteUrl || !request) {
        return source => source;
    }
    return source => strategy.toAbsoluteUrl!(request, source);
}
