/**
 * The bot check through the real shop API on the seeded demo store, against the reCAPTCHA sandbox on a port of its
 * own: requestPasswordReset (Vendure's) passes with a good token and is refused with BOT_CHECK_FAILED and HTTP 400,
 * before any work, for a low score, another action, another site, a replay, no token and a siteverify that is down.
 * Without RECAPTCHA_SECRET_KEY nothing is checked. In development the commerce server can serve the sandbox itself.
 */
import { NativeAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { RECAPTCHA_TOKEN_HEADER } from '../constants';
import { RecaptchaSandbox, SANDBOX_SECRET, sandboxToken, startRecaptchaSandbox } from '../sandbox/recaptcha-sandbox';

// Every check here asks a reset for one address: the reset limits (decision 022, read from the environment when the
// configuration is built) must not answer before the bot check.
Object.assign(process.env, {
    RATE_LIMIT_PASSWORD_RESET_REQUESTS: '1000',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '1000',
});

const PORT = testPort(4114);
const SANDBOX_PORT = testPort(4115);
const OFF_PORT = testPort(4116);
const DEV_PORT = testPort(4117);
/** The storefront's hostname in these tests (RECAPTCHA_HOSTNAMES). */
const SHOP_HOST = 'shop.test';
const EMAIL = 'bot-check@example.com';

interface Answer {
    status: number;
    data: { requestPasswordReset: { __typename: string; success?: boolean } | null } | null;
    errors?: Array<{ message: string; extensions?: { code?: string; http?: unknown } }>;
}

const RESET = `mutation Reset($email: String!) {
    requestPasswordReset(emailAddress: $email) { __typename ... on Success { success } }
}`;
const CREATE_CUSTOMER = gql`
    mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
            __typename
        }
    }
`;

async function shop(port: number, query: string, variables: Record<string, unknown>, token?: string) {
    const res = await fetch(`http://localhost:${port}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { [RECAPTCHA_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

function expectRefused(answer: Answer) {
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ requestPasswordReset: null });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.message).toBe('Bot check failed');
    // The status travels as HTTP only: the body says nothing about why.
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BOT_CHECK_FAILED' });
}

function expectPassed(answer: Answer) {
    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ requestPasswordReset: { __typename: 'Success', success: true } });
}

describe('bot check on requestPasswordReset', () => {
    let env: ReturnType<typeof createShopTestEnvironment>;
    let sandbox: RecaptchaSandbox;

    /** The reset token Vendure stores when a reset is requested: null until one gets through. */
    async function resetToken(): Promise<string | null> {
        const method = await env.server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(NativeAuthenticationMethod)
            .findOneByOrFail({ identifier: EMAIL });
        return method.passwordResetToken;
    }

    async function clearResetToken() {
        await env.server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(NativeAuthenticationMethod)
            .update({ identifier: EMAIL }, { passwordResetToken: null });
    }

    const reset = (token?: string) => shop(PORT, RESET, { email: EMAIL }, token);
    const token = (claims: Partial<Parameters<typeof sandboxToken>[0]> = {}) =>
        sandboxToken({ action: 'forgot_password', hostname: SHOP_HOST, ...claims });

    beforeAll(async () => {
        sandbox = await startRecaptchaSandbox({ port: SANDBOX_PORT });
        env = createShopTestEnvironment({
            port: PORT,
            env: {
                RECAPTCHA_SECRET_KEY: sandbox.secret,
                RECAPTCHA_VERIFY_URL: sandbox.verifyUrl,
                RECAPTCHA_HOSTNAMES: `${SHOP_HOST}, www.${SHOP_HOST}`,
            },
        });
        await env.init();
        // The customer whose reset is asked for, made by staff: the shop's own registration is protected too.
        await env.adminClient.asSuperAdmin();
        const created = await env.adminClient.query(CREATE_CUSTOMER, {
            input: { emailAddress: EMAIL, firstName: 'Bruno', lastName: 'Bot' },
            password: 'Password-bot-1',
        });
        expect(created).toEqual({ createCustomer: { __typename: 'Customer' } });
        expect(await resetToken()).toBeNull();
    });

    afterAll(async () => {
        await env?.destroy();
        await sandbox?.close();
    });

    it('passes a fresh token made for forgot_password on the shop’s page', async () => {
        expectPassed(await reset(token()));
        expect(await resetToken()).toEqual(expect.any(String));
        await clearResetToken();
        // Any of the listed hostnames.
        expectPassed(await reset(token({ hostname: `www.${SHOP_HOST}` })));
        await clearResetToken();
    });

    it('refuses a low score, before any work', async () => {
        expectRefused(await reset(token({ siteKey: 'site-lowscore' })));
        expect(await resetToken()).toBeNull();
    });

    it('refuses a token made for the newsletter', async () => {
        expectRefused(await reset(token({ action: 'newsletter' })));
        expect(await resetToken()).toBeNull();
    });

    it('refuses a token made on another site’s page', async () => {
        expectRefused(await reset(token({ hostname: 'evil.example' })));
        expect(await resetToken()).toBeNull();
    });

    it('refuses a token sent a second time', async () => {
        const once = token();
        expectPassed(await reset(once));
        await clearResetToken();
        expectRefused(await reset(once));
        expect(await resetToken()).toBeNull();
    });

    it('refuses a request without a token, or with a header that is no token', async () => {
        expectRefused(await reset());
        expectRefused(await reset(`${'x'.repeat(4097)}`));
        expect(await resetToken()).toBeNull();
    });

    it('checks only the listed mutations: others pass without a token', async () => {
        const answer = await shop(PORT, '{ activeCustomer { id } }', {});
        expect(answer).toEqual({ status: 200, data: { activeCustomer: null } });
    });

    it('fails closed while siteverify is down, and passes again once it is back', async () => {
        await sandbox.close();
        try {
            expectRefused(await reset(token()));
            expect(await resetToken()).toBeNull();
        } finally {
            sandbox = await startRecaptchaSandbox({ port: SANDBOX_PORT });
        }
        expectPassed(await reset(token()));
        await clearResetToken();
    });
});

describe('bot check without RECAPTCHA_SECRET_KEY', () => {
    let env: ReturnType<typeof createShopTestEnvironment>;

    beforeAll(async () => {
        env = createShopTestEnvironment({ port: OFF_PORT });
        await env.init();
    });

    afterAll(() => env?.destroy());

    it('lets requestPasswordReset through without a token', async () => {
        expectPassed(await shop(OFF_PORT, RESET, { email: 'nobody@example.com' }));
    });
});

describe('the sandbox served by the commerce server (RECAPTCHA_SANDBOX=true, development)', () => {
    let env: ReturnType<typeof createShopTestEnvironment>;
    const base = `http://localhost:${DEV_PORT}/recaptcha-sandbox`;

    beforeAll(async () => {
        env = createShopTestEnvironment({
            port: DEV_PORT,
            env: {
                RECAPTCHA_SANDBOX: 'true',
                RECAPTCHA_SECRET_KEY: SANDBOX_SECRET,
                RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${DEV_PORT}/recaptcha-sandbox/siteverify`,
            },
        });
        await env.init();
    });

    afterAll(() => env?.destroy());

    it('serves api.js for the storefront’s pages', async () => {
        const res = await fetch(`${base}/api.js?render=dev-site-key`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(await res.text()).toContain('var siteKey = "dev-site-key";');
    });

    it('verifies tokens for the server’s own bot check, once each', async () => {
        // The default hostname is STOREFRONT_ORIGIN's: localhost.
        const once = sandboxToken({ action: 'forgot_password', hostname: 'localhost' });
        expectPassed(await shop(DEV_PORT, RESET, { email: 'nobody@example.com' }, once));
        expectRefused(await shop(DEV_PORT, RESET, { email: 'nobody@example.com' }, once));
        const verified = await fetch(`${base}/siteverify`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ secret: 'wrong', response: once }),
        });
        expect(await verified.json()).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    });
});
