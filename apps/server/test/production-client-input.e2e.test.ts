/**
 * What the production server believes of its clients, on the built server against the local PostgreSQL and Redis:
 * X-Forwarded-For only from TRUSTED_PROXIES (here the storefront at 127.0.0.1), so a client reaching the server
 * directly is counted by its own address whatever it forges, and shoppers forwarded by the storefront are counted
 * apart (decision 022); text with a NUL character and IDs past the integer keys are refused as the client's mistake
 * before PostgreSQL sees them (decision 019); staff descriptions are stored sanitised, and the migration cleans
 * those saved before (decision 025). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Redis from 'ioredis';
import { Client } from 'pg';
import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SanitisedDescriptions1796160910593 } from '../src/migrations/1796160910593-sanitised-descriptions';
import { AddressedAnswer, postFrom } from '../src/plugins/rate-limit/e2e/from-address';
import { PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV, until } from './production-support';
import { testPort } from './shop-test-environment';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
const serverRoot = path.join(__dirname, '..');
const port = testPort(4163);
const shopApi = `http://127.0.0.1:${port}/shop-api`;
const adminApi = `http://127.0.0.1:${port}/admin-api`;
const staff = { username: 'gestione.negozio', password: 'production-test-password' };
// A Redis database of its own, emptied before and after, so other users of the server are not touched.
const redisDb = 13;
/** The storefront, the one proxy this server believes. */
const STOREFRONT = '127.0.0.1';
/** A client calling the public API directly. */
const DIRECT = '127.0.0.2';

const LOGIN = `mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) { __typename ... on ErrorResult { errorCode } }
}`;
const COUPON = `mutation Coupon($code: String!) {
    applyCouponCode(couponCode: $code) { __typename ... on ErrorResult { errorCode } }
}`;

function expectRateLimited(answer: AddressedAnswer) {
    expect(answer.status).toBe(429);
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
}

describe.skipIf(!adminUrl || !redisBaseUrl)('production: client addresses behind the configured proxies', () => {
    const database = `shop_client_address_test_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-address-test-'));
    let output = '';
    let server: ChildProcess | undefined;
    let redis: Redis;
    let databaseUrl: string;

    beforeAll(async () => {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.query(`CREATE DATABASE ${database}`);
        await admin.end();
        const url = new URL(adminUrl!);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
        const redisUrl = new URL(redisBaseUrl!);
        redisUrl.pathname = `/${redisDb}`;
        redis = new Redis(redisUrl.toString());
        await redis.flushdb();
        const { SEED_DEMO_CATALOG: _unset, ...inherited } = process.env;
        const child = spawn(process.execPath, ['dist/index.js'], {
            cwd: serverRoot,
            env: {
                ...inherited,
                NODE_ENV: 'production',
                DATABASE_URL: url.toString(),
                REDIS_URL: redisUrl.toString(),
                ...PRODUCTION_EMAIL_ENV,
                ...PRODUCTION_PAYMENT_ENV,
                DATA_DIR: dataDir,
                SERVER_PORT: String(port),
                ADMIN_UI_PORT: String(port + 1),
                SUPERADMIN_USERNAME: staff.username,
                SUPERADMIN_PASSWORD: staff.password,
                COOKIE_SECRET: 'production-test-cookie-secret-0123456789',
                TRUSTED_PROXIES: STOREFRONT,
                RATE_LIMIT_STAFF_LOGIN_FAILURES: '3',
                RATE_LIMIT_CODE_ATTEMPTS_PER_IP: '5',
                LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
            },
        });
        for (const stream of [child.stdout, child.stderr]) stream?.on('data', chunk => (output += String(chunk)));
        server = child;
        const exited = new Promise<never>((_, reject) =>
            child.once('exit', code => reject(new Error(`The server stopped during the start (exit code ${code})`))),
        );
        await Promise.race([
            until(
                'the shop API',
                async () => (await postFrom(STOREFRONT, shopApi, '{ activeChannel { code } }')).data ?? undefined,
                300_000,
            ),
            exited,
        ]).catch(error => {
            throw new Error(`${error}\n${output}`);
        });
    });

    afterAll(async () => {
        const child = server;
        if (child && child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
        await redis?.flushdb();
        redis?.disconnect();
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps the staff lockout for a direct client that forges a new X-Forwarded-For for every password', async () => {
        for (let i = 0; i < 3; i++) {
            const wrong = await postFrom(
                DIRECT,
                adminApi,
                LOGIN,
                { username: staff.username, password: `sbagliata-${i}` },
                { 'x-forwarded-for': `198.51.100.${i + 1}` },
            );
            expect(wrong.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const right = await postFrom(DIRECT, adminApi, LOGIN, staff, { 'x-forwarded-for': '198.51.100.250' });
        expectRateLimited(right);
        expect(right.token).toBeUndefined();
    });

    it('counts a direct guesser of codes by its own address, with a new session and a forged address each time', async () => {
        const answers: AddressedAnswer[] = [];
        for (let i = 0; i < 7; i++) {
            answers.push(
                await postFrom(
                    DIRECT,
                    shopApi,
                    COUPON,
                    { code: `INDOVINA${i}` },
                    { 'x-forwarded-for': `203.0.113.${i + 1}` },
                ),
            );
        }
        expect(answers.map(a => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
        expect(answers[0]!.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
    });

    it("counts the storefront's shoppers by the addresses it forwards", async () => {
        for (let i = 0; i < 5; i++) {
            const guess = await postFrom(
                STOREFRONT,
                shopApi,
                COUPON,
                { code: `A${i}` },
                { 'x-forwarded-for': '192.0.2.1' },
            );
            expect(guess.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
        }
        expectRateLimited(
            await postFrom(STOREFRONT, shopApi, COUPON, { code: 'A5' }, { 'x-forwarded-for': '192.0.2.1' }),
        );
        // Another shopper of the same storefront is answered.
        const other = await postFrom(STOREFRONT, shopApi, COUPON, { code: 'B0' }, { 'x-forwarded-for': '192.0.2.2' });
        expect(other.status).toBe(200);
        expect(other.data?.applyCouponCode.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
    });

    describe('text and IDs the database cannot take', () => {
        async function refused(api: string, query: string, variables: Record<string, unknown> = {}) {
            const answer = await postFrom(STOREFRONT, api, query, variables);
            expect(answer.status).toBe(400);
            expect(answer.data ?? null).toBeNull();
            expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
            return answer.errors?.[0]?.message;
        }

        it('refuses a NUL character in any text argument, in the document or in variables', async () => {
            expect(
                await refused(shopApi, 'query($slug: String!) { product(slug: $slug) { id } }', { slug: 'tv\0' }),
            ).toBe('Argument slug contains a NUL character.');
            expect(await refused(shopApi, '{ search(input: { term: "tv\\u0000oled" }) { totalItems } }')).toBe(
                'Argument input.term contains a NUL character.',
            );
            expect(
                await refused(
                    shopApi,
                    'mutation($email: String!) { requestPasswordReset(emailAddress: $email) { __typename } }',
                    {
                        email: 'a\0@example.it',
                    },
                ),
            ).toBe('Argument emailAddress contains a NUL character.');
        });

        it('refuses IDs past the 32-bit keys, or with a fraction, on both APIs', async () => {
            expect(await refused(shopApi, '{ product(id: "3000000000") { id } }')).toBe(
                'Argument id is not an ID: IDs are whole numbers up to 2147483647.',
            );
            expect(await refused(shopApi, 'query($id: ID!) { collection(id: $id) { id } }', { id: 2 ** 31 })).toBe(
                'Argument id is not an ID: IDs are whole numbers up to 2147483647.',
            );
            expect(
                await refused(shopApi, 'mutation { adjustOrderLine(orderLineId: "1.5", quantity: 1) { __typename } }'),
            ).toBe('Argument orderLineId is not an ID: IDs are whole numbers up to 2147483647.');
            expect(await refused(adminApi, '{ product(id: "99999999999") { id } }')).toBe(
                'Argument id is not an ID: IDs are whole numbers up to 2147483647.',
            );
            // The largest key is an ID like any other: not found, no error.
            const largest = await postFrom(STOREFRONT, shopApi, '{ product(id: "2147483647") { id } }');
            expect(largest.status).toBe(200);
            expect(largest.data?.product).toBeNull();
        });

        it('logged no internal error for any of them', () => {
            expect(output).not.toContain('InternalError');
            expect(output).not.toMatch(/out of range|invalid byte sequence/);
        });
    });

    it('stores staff descriptions sanitised; the migration cleans one saved before', async () => {
        const login = await postFrom(STOREFRONT, adminApi, LOGIN, staff);
        const headers = { authorization: `Bearer ${login.token}` };
        const created = await postFrom(
            STOREFRONT,
            adminApi,
            `mutation($input: CreateProductInput!) { createProduct(input: $input) { id description } }`,
            {
                input: {
                    translations: [
                        {
                            languageCode: 'it',
                            name: 'Televisore di prova',
                            slug: 'televisore-di-prova',
                            description:
                                '<meta http-equiv="refresh" content="0;url=https://altro.example/"><p>Schermo</p>',
                        },
                    ],
                },
            },
            headers,
        );
        expect(created.data?.createProduct.description).toBe('<p>Schermo</p>');

        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
            const id = Number(created.data?.createProduct.id);
            // As a description saved before this change was stored.
            await client.query(`UPDATE product_translation SET description = $1 WHERE "baseId" = $2`, [
                '<style>body{display:none}</style><form action="https://altro.example/"><input name="carta"></form><p>Schermo</p>',
                id,
            ]);
            const runner = { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows };
            await new SanitisedDescriptions1796160910593().up(runner as unknown as QueryRunner);
            const rows = await client.query(`SELECT description FROM product_translation WHERE "baseId" = $1`, [id]);
            expect(rows.rows.map(row => row.description)).toEqual(['<p>Schermo</p>']);
        } finally {
            await client.end();
        }
    });
});
