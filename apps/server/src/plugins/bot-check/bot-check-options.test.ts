import { describe, expect, it } from 'vitest';

import { readEnv } from '../../environment';
import { botCheckOptionsFromEnv } from './bot-check-options';
import { BOT_CHECK_ACTIONS } from './constants';

const base = { DATA_DIR: '/tmp/unused', SUPERADMIN_PASSWORD: 'a-long-test-password', COOKIE_SECRET: 'x'.repeat(32) };

describe('botCheckOptionsFromEnv', () => {
    it('is off without a secret key, even with the rest configured', () => {
        expect(botCheckOptionsFromEnv(readEnv(base))).toEqual({ recaptcha: null });
        expect(
            botCheckOptionsFromEnv(readEnv({ ...base, RECAPTCHA_SECRET_KEY: '', RECAPTCHA_MIN_SCORE: '0.7' })),
        ).toEqual({ recaptcha: null });
    });

    it("checks Google's siteverify at 0.5, for the storefront's hostname, by default", () => {
        const env = readEnv({ ...base, RECAPTCHA_SECRET_KEY: 'secret', STOREFRONT_ORIGIN: 'https://www.shop.it' });
        expect(botCheckOptionsFromEnv(env)).toEqual({
            recaptcha: {
                secretKey: 'secret',
                verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
                minScore: 0.5,
                hostnames: ['www.shop.it'],
                timeoutMs: 3000,
            },
        });
    });

    it('takes the verify URL, threshold, hostnames and timeout from the environment', () => {
        const env = readEnv({
            ...base,
            RECAPTCHA_SECRET_KEY: 'secret',
            RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
            RECAPTCHA_MIN_SCORE: '0.7',
            RECAPTCHA_HOSTNAMES: ' www.shop.it, Shop.it ,,',
            RECAPTCHA_VERIFY_TIMEOUT_MS: '1500',
        });
        expect(botCheckOptionsFromEnv(env).recaptcha).toMatchObject({
            verifyUrl: 'http://127.0.0.1:9999/siteverify',
            minScore: 0.7,
            hostnames: ['www.shop.it', 'shop.it'],
            timeoutMs: 1500,
        });
    });

    it('refuses a threshold outside 0–1', () => {
        expect(() => readEnv({ ...base, RECAPTCHA_MIN_SCORE: '5' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    });
});

describe('BOT_CHECK_ACTIONS', () => {
    it('names the action each protected mutation’s token must be made for', () => {
        expect(BOT_CHECK_ACTIONS).toEqual({
            registerShopCustomer: 'register',
            requestPasswordReset: 'forgot_password',
        });
    });

    it('uses only what Google allows in an action name', () => {
        for (const action of Object.values(BOT_CHECK_ACTIONS)) expect(action).toMatch(/^[A-Za-z0-9_/]+$/);
    });
});
