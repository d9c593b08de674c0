/**
 * How long a commerce session lasts and when it ends: a sign-in's session lasts as long as the storefront's
 * `customer` cookie (30 days, not Vendure's year), a password change ends every other session of the account, and a
 * reset ends all of them before signing the shopper in with the new password (after which its link is no longer usable).
 */
import { AuthenticatedSession, NativeAuthenticationMethod, TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { call, LOGIN, REGISTER, registration, REQUEST_RESET, RESET, shopper } from './account-client';

const PORT = testPort(4253);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bicicletta7!';
const NEW_PASSWORD = 'Monopattino8?';
const DAY_MS = 24 * 60 * 60 * 1000;

Object.assign(process.env, {
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '100000',
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000',
});

const ME = '{ activeCustomer { emailAddress } }';
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!) {
    updateCustomerPassword(currentPassword: $current, newPassword: $next) { __typename ... on Success { success } }
}`;

describe('commerce sessions of an account', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let connection: TransactionalConnection;

    beforeAll(async () => {
        await env.init();
        connection = env.server.app.get(TransactionalConnection);
    });

    afterAll(() => env.destroy());

    async function signedIn(emailAddress: string, password = PASSWORD) {
        const session = shopper(BASE);
        const login = await session.shop(LOGIN, { username: emailAddress, password });
        expect(login.data?.login.__typename).toBe('CurrentUser');
        return session;
    }

    async function registered(emailAddress: string) {
        const answer = await call(BASE, REGISTER, registration(emailAddress));
        expect(answer.data?.registerShopCustomer.__typename).toBe('Success');
    }

    const who = async (session: ReturnType<typeof shopper>) =>
        (await session.shop(ME)).data?.activeCustomer?.emailAddress ?? null;

    it("lasts as long as the storefront's customer cookie: 30 days", async () => {
        await registered('durata@example.it');
        const before = Date.now();
        const session = await signedIn('durata@example.it');
        const stored = await connection.rawConnection
            .getRepository(AuthenticatedSession)
            .findOneOrFail({ where: { token: session.token } });
        const lifetime = new Date(stored.expires).getTime() - before;
        expect(lifetime).toBeGreaterThan(30 * DAY_MS - 60_000);
        expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    });

    it('a password change ends every other session of the account, not the one that made it', async () => {
        await registered('cambio.password@example.it');
        const here = await signedIn('cambio.password@example.it');
        const elsewhere = await signedIn('cambio.password@example.it');
        const changed = await here.shop(CHANGE_PASSWORD, { current: PASSWORD, next: NEW_PASSWORD });
        expect(changed.data?.updateCustomerPassword).toEqual({ __typename: 'Success', success: true });
        expect(await who(here)).toBe('cambio.password@example.it');
        expect(await who(elsewhere)).toBeNull();
        // A refused change ends nothing.
        const third = await signedIn('cambio.password@example.it', NEW_PASSWORD);
        const refused = await here.shop(CHANGE_PASSWORD, { current: 'Sbagliata#1', next: PASSWORD });
        expect(refused.data?.updateCustomerPassword.__typename).toBe('InvalidCredentialsError');
        expect(await who(third)).toBe('cambio.password@example.it');
    });

    it('a reset ends every session of the account and signs in the one that reset', async () => {
        await registered('reset.sessioni@example.it');
        const one = await signedIn('reset.sessioni@example.it');
        const two = await signedIn('reset.sessioni@example.it');
        await call(BASE, REQUEST_RESET, { emailAddress: 'reset.sessioni@example.it' });
        const method = await connection.rawConnection
            .getRepository(NativeAuthenticationMethod)
            .findOneOrFail({ where: { identifier: 'reset.sessioni@example.it' } });
        const usable = async (token: string) =>
            (await call(BASE, 'query($token: String!) { passwordResetTokenUsable(token: $token) }', { token })).data
                ?.passwordResetTokenUsable;
        // The reset page asks first, so a used link says so before a password is typed.
        expect(await usable(method.passwordResetToken!)).toBe(true);
        const resetter = shopper(BASE);
        const reset = await resetter.shop(RESET, { token: method.passwordResetToken, password: NEW_PASSWORD });
        expect(reset.data?.resetPassword.__typename).toBe('CurrentUser');
        expect(await usable(method.passwordResetToken!)).toBe(false);
        expect(await usable('bm90LWEtdG9rZW4_abcdefghijklmnop')).toBe(false);
        expect(await who(one)).toBeNull();
        expect(await who(two)).toBeNull();
        expect(await who(resetter)).toBe('reset.sessioni@example.it');
    });
});
