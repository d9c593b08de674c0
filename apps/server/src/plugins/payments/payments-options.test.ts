import { describe, expect, it } from 'vitest';

import { XPAY_ENDPOINTS } from './nexi/xpay-protocol';
import { paymentsOptionsFromEnv } from './payments-options';

const base = {
    NODE_ENV: 'development' as const,
    STOREFRONT_ORIGIN: 'http://localhost:3000',
    FINDOMESTIC_MIN_CENTS: 20_000,
    FINDOMESTIC_MAX_CENTS: 1_500_000,
    FINDOMESTIC_PLANS: [{ months: 24, tanPercent: 0, taegPercent: 0 }],
};

describe('payments options', () => {
    it('uses the sandboxes the commerce server serves when no credentials are given', () => {
        expect(paymentsOptionsFromEnv(base, 'http://127.0.0.1:3001')).toEqual({
            storefrontOrigin: 'http://localhost:3000',
            serverOrigin: 'http://127.0.0.1:3001',
            xpay: {
                endpoint: 'http://127.0.0.1:3001/payment-sandbox/xpay/ecomm/ecomm/DispatcherServlet',
                alias: 'ALIAS_SANDBOX_SCINTILLA',
                macKey: 'sandbox-mac-key-not-a-secret',
            },
            findomestic: {
                webAppUrl:
                    'http://127.0.0.1:3001/payment-sandbox/findomestic/findomestic/mcommerce/pages/simulatore.html',
                tvei: 'TVEI-SANDBOX',
                prf: 'PRF-SANDBOX',
                minCents: 20_000,
                maxCents: 1_500_000,
                plans: [{ months: 24, tanPercent: 0, taegPercent: 0 }],
                callbackSources: ['127.0.0.0/8', '::1'],
            },
            sandboxes: { xpay: true, findomestic: true },
        });
    });

    it("uses Nexi's test endpoint with credentials, live in production, or the endpoint named", () => {
        const nexi = { NEXI_ALIAS: 'ALIAS', NEXI_MAC_KEY: 'key' };
        expect(paymentsOptionsFromEnv({ ...base, ...nexi }, 'http://x').xpay).toEqual({
            endpoint: XPAY_ENDPOINTS.test,
            alias: 'ALIAS',
            macKey: 'key',
        });
        expect(paymentsOptionsFromEnv({ ...base, ...nexi, NODE_ENV: 'production' }, 'http://x').xpay.endpoint).toBe(
            XPAY_ENDPOINTS.live,
        );
        const named = paymentsOptionsFromEnv({ ...base, ...nexi, NEXI_ENDPOINT: 'http://127.0.0.1:9/e' }, 'http://x');
        expect(named.xpay.endpoint).toBe('http://127.0.0.1:9/e');
        expect(named.sandboxes).toEqual({ xpay: false, findomestic: true });
    });
});
