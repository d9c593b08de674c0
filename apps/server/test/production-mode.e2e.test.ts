/**
 * Production topology against the local PostgreSQL and Redis: migrations instead of synchronize, the seed,
 * a separate worker taking jobs from Redis, a search and a cart. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Redis from 'ioredis';
import sharp from 'sharp';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { catalog } from '../src/seed/catalog';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBaseUrl = process.env.TEST_REDIS_URL;
const serverRoot = path.join(__dirname, '..');
// Not 4190: fetch refuses that port (ManageSieve is on the "bad ports" list).
const port = 4170;
const shopApi = `http://127.0.0.1:${port}/shop-api`;
// A Redis database of its own, emptied before and after, so other users of the server are not touched.
const redisDb = 11;

if (!adminUrl || !redisBaseUrl) {
    console.warn('Production-mode test skipped: set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…).');
}

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const response = await fetch(shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
        data: any;
        errors?: unknown;
    };
    if (body.errors) {
        throw new Error(JSON.stringify(body.errors));
    }
    return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    while (Date.now() < deadline) {
        try {
            const value = await fn();
            if (value !== undefined) {
                return value;
            }
        } catch (error) {
            lastError = error;
        }
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new Error(`Timed out waiting for ${what}: ${String(lastError ?? '')}`);
}

describe.skipIf(!adminUrl || !redisBaseUrl)('production mode (PostgreSQL + Redis, separate worker)', () => {
    const database = `shop_production_test_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-test-'));
    const processes: ChildProcess[] = [];
    const output: string[] = [];
    let redis: Redis;
    let databaseUrl: string;

    function start(script: string, env: Record<string, string>) {
        const child = spawn(process.execPath, [script], { cwd: serverRoot, env: { ...process.env, ...env } });
        child.stdout?.on('data', chunk => output.push(String(chunk)));
        child.stderr?.on('data', chunk => output.push(String(chunk)));
        processes.push(child);
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
            STOREFRONT_ORIGIN: 'http://localhost:3000',
            SERVER_PORT: String(port),
            ADMIN_UI_PORT: String(port + 1),
            DATA_DIR: dataDir,
            SUPERADMIN_USERNAME: 'superadmin',
            SUPERADMIN_PASSWORD: 'production-test-password',
            COOKIE_SECRET: 'production-test-cookie-secret-0123456789',
            LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        };
        start('dist/index.js', env);
        start('dist/index-worker.js', env);
        await until(
            'the shop API',
            async () => {
                const { data } = await gql('{ cmsBlocks(identifiers: ["headerText"]) { identifier } }');
                return data.cmsBlocks.length ? true : undefined;
            },
            420_000,
        ).catch(error => {
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

    it('seeded the demo catalog', async () => {
        const { data } = await gql('{ products(options: { take: 1 }) { totalItems } }');
        expect(data.products.totalItems).toBe(catalog.products.length);
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
            const response = await fetch(`${preview}?preset=${preset}&format=webp`);
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
        expect(forged.status).toBe(400);
        expect(await forged.text()).toContain('Cross-Site Request Forgery');
        const preflight = await fetch(shopApi, {
            method: 'OPTIONS',
            headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        const allowed = await fetch(shopApi, {
            method: 'OPTIONS',
            headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        });
        expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
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
});
