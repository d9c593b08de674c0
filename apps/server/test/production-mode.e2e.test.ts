/**
 * Production topology against the local PostgreSQL and Redis: two servers and a worker started together on an empty
 * database (one schema, one seed, under the startup lock), migrations instead of synchronize, no demo gift cards or
 * coupons, a separate worker taking jobs from Redis, a search, a cart, and changes that meet on PostgreSQL's row
 * locks (one gift card spent by several orders at once on both servers, one wishlist added to twice at once, two
 * shoppers starting to pay for the last unit on the two servers), and a guest's card checkout through startPayment and
 * XPay's signed notification, applied once. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Redis from 'ioredis';
import sharp from 'sharp';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GIFT_CARD_ERROR_MESSAGE } from '../src/plugins/gift-card/constants';
import { resultMac } from '../src/plugins/payments/nexi/xpay-protocol';
import { INSUFFICIENT_STOCK, insufficientStockMessages } from '../src/plugins/stock';
import { testPort } from './shop-test-environment';
import { WISHLIST_TOKEN_HEADER } from '../src/plugins/wishlist/constants';
import { catalog } from '../src/seed/catalog';
import { categoryPaths } from '../src/seed/catalog-import';
import { postGraphql, PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV, until } from './production-support';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
const serverRoot = path.join(__dirname, '..');
// Not 4190: fetch refuses that port (ManageSieve is on the "bad ports" list).
const port = testPort(4170);
/** Two servers behind an imagined load balancer, each with its dashboard port next to its API port. */
const ports = [port, port + 2];
const shopApis = ports.map(p => `http://127.0.0.1:${p}/shop-api`);
const shopApi = shopApis[0];
const adminApi = `http://127.0.0.1:${port}/admin-api`;
const staff = { username: 'gestione.negozio', password: 'production-test-password' };
// A Redis database of its own, emptied before and after, so other users of the server are not touched.
const redisDb = 11;

if (!adminUrl || !redisBaseUrl) {
    console.warn('Production-mode test skipped: set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…).');
}

function gql(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
    api = shopApi,
) {
    return postGraphql(api, query, variables, token, headers);
}

describe.skipIf(!adminUrl || !redisBaseUrl)('production mode (PostgreSQL + Redis, separate worker)', () => {
    const database = `shop_production_test_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-test-'));
    const processes: ChildProcess[] = [];
    const output: string[] = [];
    /** What each process printed, in the order they were started. */
    const outputs: string[] = [];
    let redis: Redis;
    let databaseUrl: string;
    let startedAt: number;
    const readyAfterMs: number[] = [];

    function start(script: string, env: Record<string, string>) {
        const child = spawn(process.execPath, [script], { cwd: serverRoot, env: { ...process.env, ...env } });
        const index = outputs.push('') - 1;
        for (const stream of [child.stdout, child.stderr]) {
            stream?.on('data', chunk => {
                output.push(String(chunk));
                outputs[index] += String(chunk);
            });
        }
        processes.push(child);
    }

    async function sql<T extends Record<string, unknown>>(query: string): Promise<T[]> {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
            return (await client.query<T>(query)).rows;
        } finally {
            await client.end();
        }
    }

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
        const env = {
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl.toString(),
            RUN_WORKER_IN_SERVER: 'false',
            ...PRODUCTION_EMAIL_ENV,
            ...PRODUCTION_PAYMENT_ENV,
            DATA_DIR: dataDir,
            SUPERADMIN_USERNAME: staff.username,
            SUPERADMIN_PASSWORD: staff.password,
            COOKIE_SECRET: 'production-test-cookie-secret-0123456789',
            // Opted in: production seeds no demo store by default.
            SEED_DEMO_CATALOG: 'true',
            LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        };
        // All at once on the empty database, as a deploy of several instances does.
        startedAt = Date.now();
        for (const p of ports) {
            start('dist/index.js', { ...env, SERVER_PORT: String(p), ADMIN_UI_PORT: String(p + 1) });
        }
        start('dist/index-worker.js', env);
        // A process that stops while the others start fails the test at once, not at the timeout.
        const firstExit = new Promise<never>((_, reject) => {
            for (const child of processes) {
                child.once('exit', code => reject(new Error(`A process stopped during the start (exit code ${code})`)));
            }
        });
        const ready = Promise.all(
            shopApis.map((api, n) =>
                until(
                    `the shop API at ${api}`,
                    async () => {
                        const { data } = await gql(
                            '{ cmsBlocks(identifiers: ["headerText"]) { identifier } }',
                            {},
                            undefined,
                            {},
                            api,
                        );
                        if (!data.cmsBlocks.length) {
                            return undefined;
                        }
                        readyAfterMs[n] = Date.now() - startedAt;
                        return true;
                    },
                    420_000,
                ),
            ),
        );
        await Promise.race([ready, firstExit]).catch(error => {
            throw new Error(`${error}\n${output.join('')}`);
        });
    });

    afterAll(async () => {
        for (const child of processes) {
            child.kill('SIGTERM');
        }
        await Promise.all(
            processes.map(
                child =>
                    new Promise(resolve => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
            ),
        );
        await redis?.flushdb();
        redis?.disconnect();
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('starts two servers and a worker together on an empty database: one schema, one seeded store, no errors', async () => {
        console.info(`Servers ready after ${readyAfterMs.map(ms => `${(ms / 1000).toFixed(1)} s`).join(' and ')}`);
        // Every process is still running, and none printed an error.
        expect(processes.map(child => child.exitCode)).toEqual([null, null, null]);
        expect(output.join('')).not.toMatch(/error/i);
        // One process took the lock first; the others waited for it instead of migrating or seeding alongside.
        const waited = outputs.filter(text => text.includes('Another instance is preparing the database')).length;
        expect(waited).toBeGreaterThanOrEqual(1);
        expect(output.join('').match(/Configuring the Italian store/g)).toHaveLength(1);
        expect(output.join('').match(/Seeding the Italian demo store/g)).toHaveLength(1);
        expect(output.join('').match(/Demo store seeded in/g)).toHaveLength(1);

        const migrationFiles = fs
            .readdirSync(path.join(serverRoot, 'src', 'migrations'))
            .filter(f => f.endsWith('.ts'));
        const migrations = await sql<{ name: string }>('SELECT name FROM migrations');
        expect(migrations).toHaveLength(migrationFiles.length);
        expect(new Set(migrations.map(m => m.name)).size).toBe(migrationFiles.length);

        const [counts] = await sql<Record<string, string>>(`SELECT
            (SELECT count(*) FROM channel) AS channels,
            (SELECT count(*) FROM role) AS roles,
            (SELECT count(*) FROM administrator) AS administrators,
            (SELECT count(*) FROM zone) AS zones,
            (SELECT count(*) FROM shipping_method) AS "shippingMethods",
            (SELECT count(*) FROM product) AS products,
            (SELECT count(*) FROM collection) AS collections`);
        expect(counts).toEqual({
            channels: '1',
            // Vendure's superadmin and customer roles.
            roles: '2',
            administrators: '1',
            // Italia and Resto del mondo.
            zones: '2',
            shippingMethods: '1',
            products: String(catalog.products.length),
            // The seeded categories and Vendure's root collection.
            collections: String(categoryPaths(catalog.categories).size + 1),
        });
        for (const api of shopApis) {
            const { data } = await gql('{ products(options: { take: 1 }) { totalItems } }', {}, undefined, {}, api);
            expect([api, data.products.totalItems]).toEqual([api, catalog.products.length]);
        }
    });

    it('seeds no demo gift cards or coupons: their codes take nothing off a cart', async () => {
        expect(await sql('SELECT code FROM gift_card')).toEqual([]);
        expect(await sql('SELECT "couponCode" FROM promotion')).toEqual([]);
        const product = catalog.products.find(p => !p.isVirtual && p.variants[0].stock > 0)!;
        const added = await gql(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { totalWithTax } } }',
            { id: await variantIdOf(product.code) },
        );
        for (const code of ['DEMO-GIFT-0100-EURO', 'DEMO-GIFT-0025-EURO']) {
            const { data } = await gql(
                `mutation($c: String!) {
                    applyGiftCard(code: $c) { ... on Order { totalWithTax } ... on ErrorResult { errorCode message } }
                }`,
                { c: code },
                added.token!,
            );
            expect([code, data.applyGiftCard]).toEqual([
                code,
                { errorCode: 'GIFT_CARD_ERROR', message: GIFT_CARD_ERROR_MESSAGE },
            ]);
        }
        for (const code of ['BENVENUTO10', 'RISPARMIA50', 'SPEDIZIONEGRATIS']) {
            const { data } = await gql(
                `mutation($c: String!) {
                    applyCouponCode(couponCode: $c) { ... on Order { totalWithTax } ... on ErrorResult { errorCode message } }
                }`,
                { c: code },
                added.token!,
            );
            expect(data.applyCouponCode).toEqual({
                errorCode: 'COUPON_CODE_INVALID_ERROR',
                message: `Coupon code "${code}" is not valid`,
            });
        }
        const { data } = await gql('{ activeOrder { totalWithTax } }', {}, added.token!);
        expect(data.activeOrder.totalWithTax).toBe(added.data.addItemToOrder.totalWithTax);
        // The offers page names no code.
        const { data: page } = await gql('{ cmsPage(slug: "offerte") { body } }');
        expect(page.cmsPage.body).not.toMatch(/BENVENUTO10|RISPARMIA50|SPEDIZIONEGRATIS/);
    });

    it("lets staff in with the configured username only, not Vendure's default one", async () => {
        expect(await adminLogin('superadmin', staff.password)).toBeUndefined();
        expect(await adminLogin(staff.username, staff.password)).toBeTruthy();
    });

    it('built the schema with migrations, not synchronize', async () => {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        const { rows } = await client.query('SELECT name FROM migrations ORDER BY id');
        await client.end();
        expect(rows.length).toBeGreaterThan(0);
        const check = spawnSync(process.execPath, ['dist/migration-cli.js', 'check'], {
            cwd: serverRoot,
            env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
            encoding: 'utf8',
        });
        expect(check.stdout + check.stderr).toContain('Schema matches the entities.');
        expect(check.status).toBe(0);
    });

    it('finds products once the separate worker has indexed them from the Redis queue', async () => {
        const brand = catalog.products.find(p => p.categorySlug === 'lavatrici')!.brand;
        const total = await until(
            'the search index',
            async () => {
                const { data } = await gql('query($t: String!) { search(input: { term: $t }) { totalItems } }', {
                    t: brand,
                });
                return data.search.totalItems > 0 ? data.search.totalItems : undefined;
            },
            300_000,
        );
        expect(total).toBeGreaterThan(0);
        const keys = await redis.keys('bull:*');
        expect(keys.length).toBeGreaterThan(0);
    });

    it('serves product pictures at the storefront sizes, in modern formats, with a placeholder', async () => {
        const { data } = await gql('{ products(options: { take: 1 }) { items { featuredAsset { preview } } } }');
        const preview: string = data.products.items[0].featuredAsset.preview;
        for (const [preset, width, height] of [
            ['card', 216, 268],
            ['wishlist', 140, 200],
            ['checkout', 100, 100],
            ['gallery-thumb', 160, 160],
            ['gallery', 1080, 1340],
            ['cart', 170, 170],
        ] as const) {
            // Relative: the storefront serves /assets/ on its own origin; here the server is asked directly.
            const response = await fetch(
                new URL(`${preview}?preset=${preset}&format=webp`, `http://127.0.0.1:${port}`),
            );
            expect(response.status).toBe(200);
            expect(response.headers.get('content-type')).toBe('image/webp');
            const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
            expect([preset, meta.width, meta.height]).toEqual([preset, width, height]);
        }
        const placeholder = await fetch(`http://127.0.0.1:${port}/assets/placeholder.png?preset=card`);
        expect(placeholder.status).toBe(200);
        const meta = await sharp(Buffer.from(await placeholder.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual([216, 268]);
    });

    it('refuses form-like cross-site requests and other origins', async () => {
        const forged = await fetch(shopApi, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify({ query: '{ activeOrder { id } }' }),
        });
        // Refused before Apollo's own CSRF check: the APIs read JSON bodies only (decision 019).
        expect(forged.status).toBe(415);
        expect(await forged.json()).toEqual({
            errors: [
                {
                    message: 'A GraphQL request body must be application/json',
                    extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
                },
            ],
        });
        const preflight = await fetch(shopApi, {
            method: 'OPTIONS',
            headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        // Not even the storefront's: it calls the APIs from its server, never from shoppers' browsers (decision 065).
        const storefront = await fetch(shopApi, {
            method: 'OPTIONS',
            headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        });
        expect(storefront.headers.get('access-control-allow-origin')).toBeNull();
        expect(storefront.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('keeps a guest cart across requests', async () => {
        const product = catalog.products.find(p => !p.isVirtual && p.variants[0].stock > 5)!;
        const { data: found } = await gql(
            'query($c: String!) { products(options: { filter: { productCode: { eq: $c } } }) { items { variants { id } } } }',
            { c: product.code },
        );
        const variantId = found.products.items[0].variants[0].id;
        const added = await gql(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { totalQuantity } ... on ErrorResult { message } } }',
            { id: variantId },
        );
        expect(added.data.addItemToOrder.totalQuantity).toBe(2);
        expect(added.token).toBeTruthy();
        const { data } = await gql('{ activeOrder { totalQuantity subTotalWithTax currencyCode } }', {}, added.token!);
        expect(data.activeOrder.totalQuantity).toBe(2);
        expect(data.activeOrder.subTotalWithTax).toBe(product.variants[0].price * 2);
        expect(data.activeOrder.currencyCode).toBe('EUR');
    });
    /** A staff session token from the admin API, or undefined when the login is refused. */
    async function adminLogin(username: string, password: string): Promise<string | undefined> {
        const response = await fetch(adminApi, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
                query: `mutation($u: String!, $p: String!) {
                    login(username: $u, password: $p) { ... on CurrentUser { identifier } ... on ErrorResult { errorCode } }
                }`,
                variables: { u: username, p: password },
            }),
        });
        const body = (await response.json()) as { data: { login: { identifier?: string; errorCode?: string } } };
        if (body.data.login.identifier !== username) {
            expect(body.data.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
            return undefined;
        }
        return response.headers.get('vendure-auth-token') ?? undefined;
    }

    /** The shop API id of a seeded product's first variant. */
    async function variantIdOf(productCode: string): Promise<string> {
        const { data } = await gql(
            'query($c: String!) { products(options: { filter: { productCode: { eq: $c } } }) { items { variants { id } } } }',
            { c: productCode },
        );
        return data.products.items[0].variants[0].id;
    }

    it('never lets orders paying with one card at the same moment take more than its balance', async () => {
        const code = 'PGCO-NCUR-RENT-0001';
        const balance = 100_00;
        // A product of 25 to 50 €: with shipping, two or three carts fit in the card, four do not.
        const product = catalog.products.find(
            p =>
                !p.isVirtual &&
                p.variants[0].price >= 25_00 &&
                p.variants[0].price < 50_00 &&
                p.variants[0].stock >= 10,
        )!;
        const variantId = await variantIdOf(product.code);
        // Production has no demo cards: staff make this one through the admin API.
        const staffToken = await adminLogin(staff.username, staff.password);
        const created = await fetch(adminApi, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
            body: JSON.stringify({
                query: 'mutation($c: String!, $b: Int!) { createGiftCard(input: { code: $c, initialBalance: $b }) { code balance } }',
                variables: { c: code, b: balance },
            }),
        });
        expect(await created.json()).toEqual({ data: { createGiftCard: { code, balance } } });
        const db = new Client({ connectionString: databaseUrl });
        await db.connect();
        try {
            const carts: Array<{ token: string; orderCode: string; amount: number }> = [];
            for (let n = 1; n <= 4; n++) {
                const added = await gql(
                    'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }',
                    { id: variantId },
                );
                const token = added.token!;
                await gql(
                    'mutation($c: String!) { applyGiftCard(code: $c) { ... on Order { id } } }',
                    { c: code },
                    token,
                );
                await gql(
                    `mutation($email: String!) {
                        setCustomerForOrder(input: { emailAddress: $email, firstName: "Carla", lastName: "Verdi" }) {
                            ... on Order { id }
                        }
                        setOrderShippingAddress(input: {
                            fullName: "Carla Verdi", streetLine1: "Via Po 2", city: "Torino", postalCode: "10100",
                            countryCode: "IT"
                        }) { ... on Order { id } }
                    }`,
                    { email: `carla.verdi.${n}@example.it` },
                    token,
                );
                const { data: methods } = await gql('{ eligibleShippingMethods { id } }', {}, token);
                const { data: shipped } = await gql(
                    `mutation($id: [ID!]!) {
                        setOrderShippingMethod(shippingMethodId: $id) {
                            ... on Order { code totalWithTax surcharges { sku priceWithTax } }
                        }
                    }`,
                    { id: [methods.eligibleShippingMethods[0].id] },
                    token,
                );
                const order = shipped.setOrderShippingMethod;
                expect(order.totalWithTax).toBe(0);
                carts.push({ token, orderCode: order.code, amount: -order.surcharges[0].priceWithTax });
            }
            const amount = carts[0].amount;
            expect(carts.map(cart => cart.amount)).toEqual([amount, amount, amount, amount]);
            expect(4 * amount).toBeGreaterThan(balance);

            // Sent to both servers at once, as a load balancer would: the row lock is PostgreSQL's, not a process's.
            const answers = await Promise.all(
                carts.map((cart, n) =>
                    gql(
                        `mutation {
                            transitionOrderToState(state: "ArrangingPayment") {
                                ... on Order { state }
                                ... on OrderStateTransitionError { transitionError message }
                            }
                        }`,
                        {},
                        cart.token,
                        {},
                        shopApis[n % shopApis.length],
                    ).then(({ data }) => data.transitionOrderToState),
                ),
            );
            const paid = carts.filter((_, n) => answers[n].state === 'ArrangingPayment');
            const refused = answers.filter(answer => answer.state === undefined);
            expect(paid).toHaveLength(Math.floor(balance / amount));
            expect(refused).toEqual(
                Array.from({ length: 4 - paid.length }, () => ({
                    transitionError: 'GIFT_CARD_NOT_COVERED',
                    message: GIFT_CARD_ERROR_MESSAGE,
                })),
            );

            const { rows: cards } = await db.query('SELECT "id", "balance" FROM gift_card WHERE "code" = $1', [
                code.replace(/-/g, ''),
            ]);
            expect(cards[0].balance).toBe(balance - paid.length * amount);
            const { rows: ledger } = await db.query(
                'SELECT "orderCode", "amount", "currencyCode" FROM gift_card_ledger_entry WHERE "giftCardId" = $1',
                [cards[0].id],
            );
            expect(ledger.sort((a, b) => a.orderCode.localeCompare(b.orderCode))).toEqual(
                paid
                    .map(cart => ({ orderCode: cart.orderCode, amount, currencyCode: 'EUR' }))
                    .sort((a, b) => a.orderCode.localeCompare(b.orderCode)),
            );
        } finally {
            await db.end();
        }
    });

    it('places exactly one of five orders sent at once for the last unit, across both servers', async () => {
        // A product no other test here buys, from 100 € (free shipping) to 500 €.
        const product = [...catalog.products]
            .reverse()
            .find(
                p =>
                    !p.isVirtual &&
                    p.variants.length === 1 &&
                    p.variants[0].stock >= 5 &&
                    p.variants[0].price >= 100_00 &&
                    p.variants[0].price <= 500_00,
            )!;
        const variantId = await variantIdOf(product.code);
        const staffToken = await adminLogin(staff.username, staff.password);
        const admin = async (query: string, variables: Record<string, unknown>) =>
            gql(query, variables, staffToken, {}, adminApi);
        await admin('mutation($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 1 }]) { id } }', {
            id: variantId,
        });
        // Each cart is paid in full by a gift card staff made for it, with no payment provider, so the order is placed
        // by the shopper's own move to PaymentSettled, the step where Vendure allocates stock.
        const carts: Array<{ token: string; code: string }> = [];
        for (let n = 1; n <= 5; n++) {
            const giftCard = `PGST-OCKL-AST${n}-0001`;
            await admin(
                'mutation($c: String!) { createGiftCard(input: { code: $c, initialBalance: 100000 }) { id } }',
                {
                    c: giftCard,
                },
            );
            const added = await gql(
                'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }',
                { id: variantId },
            );
            const token = added.token!;
            await gql(
                'mutation($c: String!) { applyGiftCard(code: $c) { ... on Order { id } } }',
                { c: giftCard },
                token,
            );
            await gql(
                `mutation($email: String!) {
                    setCustomerForOrder(input: { emailAddress: $email, firstName: "Marco", lastName: "Rossi" }) {
                        ... on Order { id }
                    }
                    setOrderShippingAddress(input: {
                        fullName: "Marco Rossi", streetLine1: "Via Dante 7", city: "Firenze", postalCode: "50100",
                        countryCode: "IT"
                    }) { ... on Order { id } }
                }`,
                { email: `marco.rossi.${n}@example.it` },
                token,
            );
            const { data: methods } = await gql('{ eligibleShippingMethods { id } }', {}, token);
            await gql(
                'mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ... on Order { id } } }',
                { id: [methods.eligibleShippingMethods[0].id] },
                token,
            );
            // Every cart reaches payment: Vendure's own check sees one unit free, as no order is placed yet.
            const { data } = await gql(
                `mutation { transitionOrderToState(state: "ArrangingPayment") {
                    ... on Order { state totalWithTax } ... on OrderStateTransitionError { transitionError } } }`,
                {},
                token,
            );
            expect(data.transitionOrderToState).toEqual({ state: 'ArrangingPayment', totalWithTax: 0 });
            carts.push({ token, code: added.data.addItemToOrder.code });
        }

        const PLACE = `mutation { transitionOrderToState(state: "PaymentSettled") {
            ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`;
        const answers = await Promise.all(
            carts.map(async (cart, n) => {
                const response = await fetch(shopApis[n % shopApis.length], {
                    method: 'POST',
                    headers: { 'content-type': 'application/json', authorization: `Bearer ${cart.token}` },
                    body: JSON.stringify({ query: PLACE }),
                });
                return (await response.json()) as {
                    data: { transitionOrderToState: { state: string } | null };
                    errors?: Array<{ message: string; extensions: { code: string } }>;
                };
            }),
        );
        const placed = carts.filter((_, n) => answers[n].data.transitionOrderToState?.state === 'PaymentSettled');
        expect(placed, JSON.stringify(answers)).toHaveLength(1);
        const refused = answers.filter(answer => answer.errors);
        expect(refused).toHaveLength(4);
        for (const answer of refused) {
            // The field is nullable in the shop API: no result, and the error.
            expect(answer.data).toEqual({ transitionOrderToState: null });
            expect(answer.errors!.map(({ message, extensions }) => ({ message, code: extensions.code }))).toEqual([
                { message: insufficientStockMessages.en.replace('{ names }', product.name), code: INSUFFICIENT_STOCK },
            ]);
        }

        const [level] = await sql<{ stockOnHand: number; stockAllocated: number }>(
            `SELECT "stockOnHand", "stockAllocated" FROM stock_level WHERE "productVariantId" = ${Number(variantId)}`,
        );
        expect(level).toEqual({ stockOnHand: 1, stockAllocated: 1 });
        const orders = await sql<{ code: string; state: string; active: boolean }>(
            `SELECT o."code", o."state", o."active" FROM "order" o
             WHERE o."code" IN (${carts.map(cart => `'${cart.code}'`).join(', ')}) ORDER BY o."code"`,
        );
        expect(orders).toEqual(
            carts
                .map(cart => ({
                    code: cart.code,
                    state: placed.includes(cart) ? 'PaymentSettled' : 'ArrangingPayment',
                    active: !placed.includes(cart),
                }))
                .sort((a, b) => a.code.localeCompare(b.code)),
        );
        const [allocations] = await sql<{ count: string }>(
            `SELECT count(*) FROM stock_movement WHERE "type" = 'ALLOCATION' AND "productVariantId" = ${Number(variantId)}`,
        );
        expect(allocations.count).toBe('1');
        // The other carts are as they were: still at payment with their one unit, ready for when stock returns.
        for (const cart of carts.filter(c => !placed.includes(c))) {
            const { data } = await gql(
                '{ activeOrder { code state totalQuantity lines { quantity } } }',
                {},
                cart.token,
            );
            expect(data.activeOrder).toEqual({
                code: cart.code,
                state: 'ArrangingPayment',
                totalQuantity: 1,
                lines: [{ quantity: 1 }],
            });
        }
    });

    describe('checkout by card (startPayment and XPay’s signed notification)', () => {
        // Single-variant products from 100 € (free shipping) to 500 € with stock, other than the one the last-unit test
        // above takes (the last of them).
        const payable = catalog.products.filter(
            p =>
                !p.isVirtual &&
                p.variants.length === 1 &&
                p.variants[0].stock >= 5 &&
                p.variants[0].price >= 100_00 &&
                p.variants[0].price <= 500_00,
        );
        const START = `mutation { startPayment(method: "nexi-xpay") {
            __typename
            ... on PaymentRedirect { action fields { name value } }
            ... on PaymentStartError { errorCode message } } }`;
        /** XPay's notification, a form POST to a server's own controller: the status and the outcome it answers. */
        async function notify(params: Array<{ name: string; value: string }>, api = shopApi) {
            const response = await fetch(api.replace(/\/shop-api$/, '/payments/nexi/notification'), {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams(params.map(({ name, value }): [string, string] => [name, value])).toString(),
            });
            return { status: response.status, outcome: await response.json() };
        }

        /** A guest's cart with one unit, an email, a delivery address and the shipping method: ready to pay. */
        async function guestCart(variantId: string, n: number) {
            const added = await gql(
                'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }',
                { id: variantId },
            );
            const token = added.token!;
            await gql(
                `mutation($email: String!) {
                    setCustomerForOrder(input: { emailAddress: $email, firstName: "Sara", lastName: "Neri" }) {
                        ... on Order { id }
                    }
                    setOrderShippingAddress(input: {
                        fullName: "Sara Neri", streetLine1: "Via Toledo 10", city: "Napoli", postalCode: "80134",
                        countryCode: "IT"
                    }) { ... on Order { id } }
                }`,
                { email: `sara.neri.${n}@example.it` },
                token,
            );
            const { data: methods } = await gql('{ eligibleShippingMethods { id } }', {}, token);
            const { data } = await gql(
                `mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) {
                    ... on Order { code totalWithTax } } }`,
                { id: [methods.eligibleShippingMethods[0].id] },
                token,
            );
            return { token, ...(data.setOrderShippingMethod as { code: string; totalWithTax: number }) };
        }

        /** XPay's notification of a success for the attempt, signed with the production terminal's key. */
        function paidNotification(redirect: { fields: Array<{ name: string; value: string }> }) {
            const field = (name: string) => redirect.fields.find(f => f.name === name)!.value;
            const fields = {
                codTrans: field('codTrans'),
                esito: 'OK',
                importo: field('importo'),
                divisa: field('divisa'),
                data: '20250102',
                orario: '101500',
                codAut: '123456',
            };
            const params = {
                alias: PRODUCTION_PAYMENT_ENV.NEXI_ALIAS,
                ...fields,
                mac: resultMac(fields, PRODUCTION_PAYMENT_ENV.NEXI_MAC_KEY),
            };
            return Object.entries(params).map(([name, value]) => ({ name, value }));
        }

        async function stockOf(variantId: string) {
            const [level] = await sql<{ stockOnHand: number; stockAllocated: number }>(
                `SELECT "stockOnHand", "stockAllocated" FROM stock_level WHERE "productVariantId" = ${Number(variantId)}`,
            );
            const [movements] = await sql<{ count: string }>(
                `SELECT count(*) FROM stock_movement WHERE "type" = 'ALLOCATION' AND "productVariantId" = ${Number(variantId)}`,
            );
            return { ...level, allocations: Number(movements.count) };
        }

        async function orderRow(code: string) {
            return sql<{ state: string; active: boolean; payment: string | null; amount: number | null }>(
                `SELECT o."state", o."active", p."state" AS payment, p."amount" FROM "order" o
                 LEFT JOIN payment p ON p."orderId" = o."id" WHERE o."code" = '${code}' ORDER BY p."id"`,
            );
        }

        it('places a guest’s order on the verified notification, allocating its stock once; a repeat changes nothing', async () => {
            const product = payable[0];
            expect(product).not.toBe(payable.at(-1));
            const variantId = await variantIdOf(product.code);
            const before = await stockOf(variantId);
            const cart = await guestCart(variantId, 1);
            const { data } = await gql(START, {}, cart.token, {}, shopApis[1]);
            const redirect = data.startPayment;
            expect(redirect.__typename).toBe('PaymentRedirect');
            expect(redirect.action).toBe('https://int-ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
            expect(redirect.fields).toContainEqual({ name: 'importo', value: String(cart.totalWithTax) });
            expect(await orderRow(cart.code)).toEqual([
                { state: 'ArrangingPayment', active: true, payment: 'Redirected', amount: cart.totalWithTax },
            ]);

            // XPay's notification reaches either server's controller.
            const paid = await notify(paidNotification(redirect), shopApis[0]);
            expect(paid).toEqual({
                status: 200,
                outcome: {
                    verified: true,
                    outcome: 'paid',
                    messageKey: null,
                    orderCode: cart.code,
                    orderState: 'PaymentSettled',
                },
            });
            expect(await orderRow(cart.code)).toEqual([
                { state: 'PaymentSettled', active: false, payment: 'Settled', amount: cart.totalWithTax },
            ]);
            const after = { ...before, stockAllocated: before.stockAllocated + 1, allocations: before.allocations + 1 };
            expect(await stockOf(variantId)).toEqual(after);

            // XPay sends it again (and to the other server): reported, nothing moves.
            for (const api of shopApis) {
                expect(await notify(paidNotification(redirect), api)).toEqual(paid);
            }
            expect(await orderRow(cart.code)).toEqual([
                { state: 'PaymentSettled', active: false, payment: 'Settled', amount: cart.totalWithTax },
            ]);
            expect(await stockOf(variantId)).toEqual(after);
        });

        it('refuses one of two shoppers starting to pay for the last unit at once, on the two servers', async () => {
            const product = payable[1];
            expect(product).not.toBe(payable.at(-1));
            const variantId = await variantIdOf(product.code);
            const staffToken = await adminLogin(staff.username, staff.password);
            await gql(
                'mutation($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 1 }]) { id } }',
                { id: variantId },
                staffToken,
                {},
                adminApi,
            );
            const carts = [await guestCart(variantId, 2), await guestCart(variantId, 3)];
            const answers = await Promise.all(
                carts.map((cart, n) =>
                    gql(START, {}, cart.token, {}, shopApis[n]).then(({ data }) => data.startPayment),
                ),
            );
            const winner = answers.findIndex(answer => answer.__typename === 'PaymentRedirect');
            expect(winner).toBeGreaterThanOrEqual(0);
            const loser = 1 - winner;
            expect(answers[loser]).toEqual({
                __typename: 'PaymentStartError',
                errorCode: 'INSUFFICIENT_STOCK',
                message: 'There is no longer enough stock of some products in the cart',
            });
            // The refused shopper's cart is as it was, nothing recorded.
            expect(await orderRow(carts[loser].code)).toEqual([
                { state: 'AddingItems', active: true, payment: null, amount: null },
            ]);

            const paid = await notify(paidNotification(answers[winner]));
            expect(paid).toMatchObject({ status: 200, outcome: { verified: true, orderState: 'PaymentSettled' } });
            expect(await stockOf(variantId)).toMatchObject({ stockOnHand: 1, stockAllocated: 1, allocations: 1 });
            // With the unit sold, the refused shopper is refused again.
            const { data } = await gql(START, {}, carts[loser].token);
            expect(data.startPayment.errorCode).toBe('INSUFFICIENT_STOCK');
        });
    });

    it('keeps one wishlist item when the same product is added twice at once', async () => {
        const [first, second] = catalog.products.filter(p => !p.isVirtual && p.variants[0].stock > 0);
        const [firstId, secondId] = [await variantIdOf(first.code), await variantIdOf(second.code)];
        const ADD = `mutation($id: ID!, $q: Int) {
            addToWishlist(variantId: $id, quantity: $q) {
                ... on WishlistChange { totalItems guestToken item { quantity } }
                ... on ErrorResult { errorCode message }
            }
        }`;
        const { data: created } = await gql(ADD, { id: firstId, q: 1 });
        const header = { [WISHLIST_TOKEN_HEADER]: created.addToWishlist.guestToken };
        const addTwice = (q: number) =>
            Promise.all([
                gql(ADD, { id: secondId, q }, undefined, header),
                gql(ADD, { id: secondId, q }, undefined, header),
            ]);

        // Twice a product not yet there, then twice the same product again: every add counts, one item.
        for (const [q, expected] of [
            [1, 2],
            [3, 8],
        ]) {
            const answers = await addTwice(q);
            expect(answers.map(({ data }) => data.addToWishlist.totalItems)).toEqual([2, 2]);
            const { data } = await gql('{ wishlist { items { sku quantity } } }', {}, undefined, header);
            expect(data.wishlist.items).toEqual([
                { sku: second.variants[0].sku, quantity: expected },
                { sku: first.variants[0].sku, quantity: 1 },
            ]);
        }
    });
});
