/**
 * The account rate limits of decision 022 through the real shop API, with small limits: registrations per IP, customer
 * login failures per address and per IP (a success within the limit clearing the address's count), password reset
 * requests per address and per IP, and reset attempts per IP. A refusal is RATE_LIMITED with HTTP 429, before any work.
 */
import { Customer, TransactionalConnection } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { Answer, call, LOGIN, REGISTER, registration, REQUEST_RESET, RESET } from './account-client';

const PORT = testPort(4121);
const BASE = `http://localhost:${PORT}`;

// Small limits, read by the configuration when the environment below is built.
Object.assign(process.env, {
    RATE_LIMIT_REGISTRATIONS_PER_IP: '3',
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES: '3',
    RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '12',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS: '2',
    RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '5',
    RATE_LIMIT_PASSWORD_RESETS_PER_IP: '3',
});

const PASSWORD = 'Bicicletta7!';

function expectRateLimited(answer: Answer, maxWait: number) {
    expect(answer.status).toBe(429);
    // No answer but the refusal (a nullable field such as requestPasswordReset comes back as null).
    expect(Object.values(answer.data ?? {}).every(value => value === null)).toBe(true);
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = answer.errors?.[0]?.extensions?.retryAfter ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxWait);
    expect(answer.errors?.[0]?.message).toBe(`Too many attempts: try again in ${retryAfter} seconds`);
}

describe('account rate limits', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let connection: TransactionalConnection;

    beforeAll(async () => {
        await env.init();
        connection = env.server.app.get(TransactionalConnection);
    });

    afterAll(() => env.destroy());

    const login = (username: string, password: string) => call(BASE, LOGIN, { username, password });

    it('refuses a fourth registration from one IP within the hour, storing nothing', async () => {
        for (const name of ['anna', 'bruno', 'carla']) {
            const answer = await call(BASE, REGISTER, registration(`${name}@example.it`));
            expect(answer.data?.registerShopCustomer.__typename).toBe('Success');
        }
        const fourth = await call(BASE, REGISTER, registration('dario@example.it'));
        expectRateLimited(fourth, 3600);
        expect(
            await connection.rawConnection
                .getRepository(Customer)
                .count({ where: { emailAddress: 'dario@example.it' } }),
        ).toBe(0);
    });

    it("clears an address's failures on a sign-in within the limit", async () => {
        for (let round = 0; round < 2; round++) {
            for (let i = 0; i < 2; i++) {
                expect((await login('anna@example.it', `Sbagliata${i}!`)).data?.login.errorCode).toBe(
                    'INVALID_CREDENTIALS_ERROR',
                );
            }
            expect((await login('anna@example.it', PASSWORD)).data?.login.__typename).toBe('CurrentUser');
        }
    });

    it('refuses the right password after 3 wrong ones, for that address only', async () => {
        for (let i = 0; i < 3; i++) {
            const wrong = await login('Anna@Example.it', `Sbagliata${i}!`);
            expect(wrong.status).toBe(200);
            expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const right = await login('anna@example.it', PASSWORD);
        expectRateLimited(right, 900);
        expect(right.token).toBeUndefined();
        // Another address from the same IP is still answered.
        expect((await login('bruno@example.it', 'Sbagliata!1')).data?.login.errorCode).toBe(
            'INVALID_CREDENTIALS_ERROR',
        );
    });

    it('refuses sign-ins from an IP past its failures, whatever the address', async () => {
        // So far 9 of the IP's 12 points: 4 failures before the successes gave theirs back, 3 + 1 refused, 1 for bruno.
        const answers: Answer[] = [];
        for (let i = 0; i < 4; i++) answers.push(await login(`nessuno${i}@example.it`, 'Sbagliata!1'));
        expect(answers.map(a => a.status)).toEqual([200, 200, 200, 429]);
        expectRateLimited(answers[3]!, 900);
        expectRateLimited(await login('carla@example.it', PASSWORD), 900);
    });

    it('limits password reset requests per address, then per IP', async () => {
        for (let i = 0; i < 2; i++) {
            const answer = await call(BASE, REQUEST_RESET, { emailAddress: 'bruno@example.it' });
            expect(answer.data?.requestPasswordReset).toEqual({ __typename: 'Success', success: true });
        }
        expectRateLimited(await call(BASE, REQUEST_RESET, { emailAddress: 'BRUNO@example.it' }), 3600);
        // Three of the IP's five taken; two more addresses, then none.
        const answers: Answer[] = [];
        for (const emailAddress of ['carla@example.it', 'nessuno@example.it', 'altro@example.it']) {
            answers.push(await call(BASE, REQUEST_RESET, { emailAddress }));
        }
        expect(answers.map(a => a.status)).toEqual([200, 200, 429]);
        expectRateLimited(answers[2]!, 3600);
    });

    it('limits resetPassword attempts per IP', async () => {
        const answers: Answer[] = [];
        for (let i = 0; i < 4; i++)
            answers.push(await call(BASE, RESET, { token: `indovinato-${i}`, password: PASSWORD }));
        expect(answers.slice(0, 3).map(a => a.data?.resetPassword.errorCode)).toEqual([
            'PASSWORD_RESET_TOKEN_INVALID_ERROR',
            'PASSWORD_RESET_TOKEN_INVALID_ERROR',
            'PASSWORD_RESET_TOKEN_INVALID_ERROR',
        ]);
        expectRateLimited(answers[3]!, 3600);
    });
});
