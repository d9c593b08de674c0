import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { GALLERY_HEIGHT, GALLERY_WIDTH, IMAGE_PRESET_NAMES } from '@shop/rules';
import { describe, expect, it } from 'vitest';

import { readEnv } from './environment';
import { buildConfig, imagePresets } from './vendure-config';

function config(nodeEnv: 'development' | 'production', extra: Record<string, string> = {}) {
    const env = readEnv({
        // What production requires besides (environment.ts); nothing here connects to it.
        ...(nodeEnv === 'production'
            ? {
                  DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop',
                  SUPERADMIN_USERNAME: 'negozio',
                  SMTP_HOST: 'smtp.mail.internal',
                  EMAIL_FROM: 'no-reply@scintilla.it',
                  CUSTOMER_SERVICE_EMAIL: 'servizioclienti@scintilla.it',
                  STOREFRONT_ORIGIN: 'https://www.scintilla.it',
                  NEXI_ALIAS: 'ALIAS_SCINTILLA',
                  NEXI_MAC_KEY: 'a-production-mac-key',
                  FINDOMESTIC_TVEI: 'TVEI-SCINTILLA',
                  FINDOMESTIC_PRF: 'PRF-SCINTILLA',
                  FINDOMESTIC_WEB_APP_URL: 'https://b2c.ecredit.it/mcommerce/pages/simulatore.html',
              }
            : {}),
        ...extra,
        NODE_ENV: nodeEnv,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-config-test-')),
        SUPERADMIN_PASSWORD: 'config-test-password',
        COOKIE_SECRET: 'config-test-cookie-secret-0123456789',
    });
    return buildConfig(env, { adminUi: false });
}

describe('commerce server configuration', () => {
    it('answers introspection and serves the playgrounds only when a developer asks for them', () => {
        expect(config('development').apiOptions.introspection).toBe(false);
        expect(config('development').apiOptions.shopApiPlayground).toBe(false);
        expect(config('production').apiOptions.introspection).toBe(false);
        const tools = config('development', { GRAPHQL_DEV_TOOLS: 'true' }).apiOptions;
        expect(tools.introspection).toBe(true);
        expect(tools.shopApiPlayground).toEqual({ settings: { 'request.credentials': 'include' } });
    });

    it('limits both APIs and guards bodies and pictures in every mode', () => {
        for (const mode of ['development', 'production'] as const) {
            const { apiOptions } = config(mode);
            expect(apiOptions.shopApiValidationRules).toHaveLength(3);
            expect(apiOptions.adminApiValidationRules).toHaveLength(3);
            // The cost limit, the input guard, internal errors hidden.
            expect(apiOptions.apolloServerPlugins).toHaveLength(3);
            expect(apiOptions.middleware?.map(m => [m.route, m.beforeListen])).toEqual([
                // No stack traces, on each API.
                ['/shop-api', true],
                ['/admin-api', true],
                ['/shop-api', true],
                ['/shop-api', true],
                ['/shop-api', true],
                ['/shop-api', true],
                ['/admin-api', true],
                ['/admin-api', true],
                ['/admin-api', true],
                ['/admin-api', true],
                ['/assets', true],
                // Development without provider credentials serves the payment sandboxes itself (decision 033).
                ...(mode === 'development'
                    ? [
                          ['/payment-sandbox/xpay', true],
                          ['/payment-sandbox/findomestic', true],
                      ]
                    : []),
            ]);
        }
    });

    it('serves the XPay sandbox in development only without credentials', () => {
        const servesSandbox = (c: ReturnType<typeof config>) =>
            c.apiOptions.middleware?.some(m => m.route === '/payment-sandbox/xpay');
        expect(servesSandbox(config('development'))).toBe(true);
        expect(
            servesSandbox(
                config('development', {
                    NEXI_ALIAS: 'ALIAS',
                    NEXI_MAC_KEY: 'key',
                    FINDOMESTIC_TVEI: 'T',
                    FINDOMESTIC_PRF: 'P',
                    FINDOMESTIC_WEB_APP_URL: 'https://b2ctest.ecredit.it/x',
                }),
            ),
        ).toBe(false);
    });

    it('names its picture presets as the shared list does, the gallery in the shared box', () => {
        expect(imagePresets.map(p => p.name).sort()).toEqual([...IMAGE_PRESET_NAMES].sort());
        expect(imagePresets.find(p => p.name === 'gallery')).toEqual({
            name: 'gallery',
            width: GALLERY_WIDTH,
            height: GALLERY_HEIGHT,
            mode: 'resize',
        });
    });
});
