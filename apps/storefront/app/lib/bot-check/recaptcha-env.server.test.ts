// The storefront's half of the reCAPTCHA configuration: the public site key and the script, off without a key.
import { describe, expect, it } from 'vitest';
import { parseEnv, recaptchaConfig } from '~/lib/env.server';

const PRODUCTION = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.negozio.example',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
};

describe('reCAPTCHA environment', () => {
    it('is off without a site key, or with an empty one', () => {
        expect(recaptchaConfig(parseEnv({}))).toBeNull();
        expect(recaptchaConfig(parseEnv({ RECAPTCHA_SITE_KEY: '' }))).toBeNull();
        expect(
            recaptchaConfig(parseEnv({ RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4115/recaptcha/api.js' })),
        ).toBeNull();
    });

    it("loads Google's api.js by default, or the one configured", () => {
        expect(recaptchaConfig(parseEnv({ ...PRODUCTION, RECAPTCHA_SITE_KEY: '6LcExample_Key-1' }))).toEqual({
            siteKey: '6LcExample_Key-1',
            scriptUrl: 'https://www.google.com/recaptcha/api.js',
        });
        const sandbox = parseEnv({
            RECAPTCHA_SITE_KEY: 'sandbox-site-key',
            RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4115/recaptcha/api.js',
        });
        expect(recaptchaConfig(sandbox)).toEqual({
            siteKey: 'sandbox-site-key',
            scriptUrl: 'http://127.0.0.1:4115/recaptcha/api.js',
        });
    });

    it('refuses a site key that could break out of the script address, but takes the sandbox’s plain-HTTP script', () => {
        expect(() => parseEnv({ RECAPTCHA_SITE_KEY: 'key"><script>' })).toThrow(
            'RECAPTCHA_SITE_KEY: must be a reCAPTCHA site key (letters, digits, - and _)',
        );
        expect(() => parseEnv({ RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
            'RECAPTCHA_SCRIPT_URL: must be an http:// or https:// address',
        );
        // The storefront's browser tests run its production build against the sandbox.
        const sandbox = 'http://127.0.0.1:4115/recaptcha/api.js';
        const production = parseEnv({ ...PRODUCTION, RECAPTCHA_SITE_KEY: 'key', RECAPTCHA_SCRIPT_URL: sandbox });
        expect(recaptchaConfig(production)?.scriptUrl).toBe(sandbox);
    });
});
