/** The payments plugin's settings from the checked environment (environment.ts refuses what cannot work). */
import type { ServerEnv } from '../../environment';

import {
    FINDOMESTIC_SANDBOX_PRF,
    FINDOMESTIC_SANDBOX_ROUTE,
    FINDOMESTIC_SANDBOX_TVEI,
    XPAY_SANDBOX_ALIAS,
    XPAY_SANDBOX_MAC_KEY,
    XPAY_SANDBOX_ROUTE,
} from './constants';
import { XPAY_DISPATCHER_PATH, XPAY_ENDPOINTS } from './nexi/xpay-protocol';
import { FINDOMESTIC_SANDBOX_PATH } from './sandbox/findomestic-sandbox';
import { PaymentsPluginOptions } from './types';

type PaymentsEnv = Pick<
    ServerEnv,
    | 'NODE_ENV'
    | 'STOREFRONT_ORIGIN'
    | 'SERVER_PUBLIC_URL'
    | 'NEXI_ALIAS'
    | 'NEXI_MAC_KEY'
    | 'NEXI_ENDPOINT'
    | 'FINDOMESTIC_TVEI'
    | 'FINDOMESTIC_PRF'
    | 'FINDOMESTIC_WEB_APP_URL'
    | 'FINDOMESTIC_MIN_CENTS'
    | 'FINDOMESTIC_MAX_CENTS'
    | 'FINDOMESTIC_PLANS'
> &
    Partial<Pick<ServerEnv, 'FINDOMESTIC_CALLBACK_SOURCES'>>;

/** Where Findomestic's callback is accepted from unless FINDOMESTIC_CALLBACK_SOURCES says: the local sandbox's calls. */
export const LOOPBACK_SOURCES = ['127.0.0.0/8', '::1'];

/**
 * Real credentials when configured; otherwise (never in production, which refuses to start without them) the local
 * sandboxes the commerce server serves at `serverUrl` under /payment-sandbox/. An explicit NEXI_ENDPOINT or
 * FINDOMESTIC_WEB_APP_URL (a test's own sandbox) is used as given.
 */
export function paymentsOptionsFromEnv(env: PaymentsEnv, serverUrl: string): PaymentsPluginOptions {
    const production = env.NODE_ENV === 'production';
    const nexiConfigured = Boolean(env.NEXI_ALIAS && env.NEXI_MAC_KEY);
    const findomesticConfigured = Boolean(env.FINDOMESTIC_TVEI && env.FINDOMESTIC_PRF && env.FINDOMESTIC_WEB_APP_URL);
    const endpoint = env.NEXI_ENDPOINT
        ? env.NEXI_ENDPOINT === 'test' || env.NEXI_ENDPOINT === 'live'
            ? XPAY_ENDPOINTS[env.NEXI_ENDPOINT]
            : env.NEXI_ENDPOINT
        : nexiConfigured
          ? XPAY_ENDPOINTS[production ? 'live' : 'test']
          : `${serverUrl}${XPAY_SANDBOX_ROUTE}${XPAY_DISPATCHER_PATH}`;
    return {
        storefrontOrigin: new URL(env.STOREFRONT_ORIGIN).origin,
        serverOrigin: new URL(env.SERVER_PUBLIC_URL ?? serverUrl).origin,
        xpay: {
            endpoint,
            alias: env.NEXI_ALIAS ?? XPAY_SANDBOX_ALIAS,
            macKey: env.NEXI_MAC_KEY ?? XPAY_SANDBOX_MAC_KEY,
        },
        findomestic: {
            webAppUrl:
                env.FINDOMESTIC_WEB_APP_URL ?? `${serverUrl}${FINDOMESTIC_SANDBOX_ROUTE}${FINDOMESTIC_SANDBOX_PATH}`,
            tvei: env.FINDOMESTIC_TVEI ?? FINDOMESTIC_SANDBOX_TVEI,
            prf: env.FINDOMESTIC_PRF ?? FINDOMESTIC_SANDBOX_PRF,
            minCents: env.FINDOMESTIC_MIN_CENTS,
            maxCents: env.FINDOMESTIC_MAX_CENTS,
            plans: env.FINDOMESTIC_PLANS,
            callbackSources: env.FINDOMESTIC_CALLBACK_SOURCES ?? LOOPBACK_SOURCES,
        },
        sandboxes: {
            xpay: !production && !nexiConfigured && !env.NEXI_ENDPOINT,
            findomestic: !production && !findomesticConfigured,
        },
    };
}
