/**
 * A production server (PostgreSQL + Redis) whose Redis goes away: a guest still fills a cart within seconds (the
 * cache degrades to the database), readiness answers 503 naming Redis, and SIGTERM ends the process within its
 * deadline even with a keep-alive connection open. The Redis here is a process of this test, so stopping it touches
 * no one else's. Needs TEST_DATABASE_URL (and TEST_REDIS_URL, which marks a machine with Redis installed).
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Readiness } from '../src/plugins/health';
import { catalog } from '../src/seed/catalog';
import { PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV } from './production-support';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisInstalled = Boolean(process.env.TEST_REDIS_URL);
const serverRoot = path.join(__dirname, '..');
const shutdownTimeoutMs = 5_000;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as net.AddressInfo;
            probe.close(() => resolve(port));
        });
    });
}

function exited(child: ChildProcess): Promise<number | null> {
    return child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise(resolve => child.once('exit', code => resolve(code)));
}

async function until(what: string, fn: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        if (await fn().catch(() => false)) return;
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    throw new Error(`Timed out waiting for ${what}`);
}

describe.skipIf(!adminUrl || !redisInstalled)('production server when Redis goes away', () => {
    const database = `shop_redis_outage_test_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-redis-outage-test-'));
    const output: string[] = [];
    let redis: ChildProcess;
    let server: ChildProcess;
    let origin: string;
    let shopApi: string;

    async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
        const response = await fetch(shopApi, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
        });
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
        const body = (await response.json()) as { data: any; errors?: unknown };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
    }

    async function readiness() {
        const response = await fetch(`${origin}/health/ready`);
        return { status: response.status, body: (await response.json()) as Readiness };
    }

    beforeAll(async () => {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.query(`CREATE DATABASE ${database}`);
        await admin.end();
        const databaseUrl = new URL(adminUrl!);
        databaseUrl.pathname = `/${database}`;

        const redisPort = await freePort();
        redis = spawn('redis-server', [
            '--port',
            String(redisPort),
            '--bind',
            '127.0.0.1',
            '--save',
            '',
            '--appendonly',
            'no',
        ]);
        await until(
            'the test Redis',
            () =>
                new Promise(resolve => {
                    const socket = net.connect(redisPort, '127.0.0.1', () => {
                        socket.end();
                        resolve(true);
                    });
                    socket.once('error', () => resolve(false));
                }),
            10_000,
        );

        const port = await freePort();
        origin = `http://127.0.0.1:${port}`;
        shopApi = `${origin}/shop-api`;
        server = spawn(process.execPath, ['dist/index.js'], {
            cwd: serverRoot,
            env: {
                ...process.env,
                NODE_ENV: 'production',
                DATABASE_URL: databaseUrl.toString(),
                REDIS_URL: `redis://127.0.0.1:${redisPort}`,
                // No separate worker: the job queue waits for Redis, which this test is not about.
                RUN_WORKER_IN_SERVER: 'false',
                SERVER_PORT: String(port),
                ADMIN_UI_PORT: String(await freePort()),
                DATA_DIR: dataDir,
                SUPERADMIN_USERNAME: 'gestione.negozio',
                SUPERADMIN_PASSWORD: 'redis-outage-test-password',
                COOKIE_SECRET: 'redis-outage-test-cookie-secret-0123456789',
                ...PRODUCTION_EMAIL_ENV,
                ...PRODUCTION_PAYMENT_ENV,
                SEED_DEMO_CATALOG: 'true',
                SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
                LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
            },
        });
        for (const stream of [server.stdout, server.stderr]) stream?.on('data', chunk => output.push(String(chunk)));
        const stopped = exited(server).then(code => {
            throw new Error(`The server stopped during the start (exit code ${code})\n${output.join('')}`);
        });
        await Promise.race([
            until(
                'the shop API',
                async () =>
                    (await gql('{ products(options: { take: 1 }) { totalItems } }')).data.products.totalItems > 0,
                420_000,
            ),
            stopped,
        ]);
        stopped.catch(() => undefined);
    });

    afterAll(async () => {
        if (server && server.exitCode === null) {
            server.kill('SIGKILL');
            await exited(server);
        }
        if (redis && redis.exitCode === null) {
            redis.kill('SIGKILL');
            await exited(redis);
        }
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${database}`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('reports the database and Redis as ready while both answer', async () => {
        expect(await readiness()).toEqual({
            status: 200,
            body: { status: 'ok', checks: { database: { status: 'up' }, redis: { status: 'up' } } },
        });
        const live = await fetch(`${origin}/health/live`);
        expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    });

    it('fills a guest cart within seconds once Redis is gone, and says it is not ready', async () => {
        redis.kill('SIGKILL');
        await exited(redis);
        const product = catalog.products.find(p => !p.isVirtual && p.variants[0].stock > 5)!;

        const startedAt = Date.now();
        const { data: found } = await gql(
            'query($c: String!) { products(options: { filter: { productCode: { eq: $c } } }) { items { variants { id } } } }',
            { c: product.code },
        );
        const added = await gql(
            'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { totalQuantity } } }',
            { id: found.products.items[0].variants[0].id },
        );
        const { data } = await gql('{ activeOrder { totalQuantity subTotalWithTax } }', {}, added.token!);
        const elapsedMs = Date.now() - startedAt;
        console.info(`Product lookup, add to cart and cart read with Redis down: ${elapsedMs} ms`);

        expect(added.data.addItemToOrder.totalQuantity).toBe(2);
        expect(data.activeOrder).toEqual({ totalQuantity: 2, subTotalWithTax: product.variants[0].price * 2 });
        expect(elapsedMs).toBeLessThan(5_000);

        const ready = await readiness();
        expect(ready.status).toBe(503);
        expect(ready.body.status).toBe('error');
        expect(ready.body.checks.database).toEqual({ status: 'up' });
        expect(ready.body.checks.redis?.status).toBe('down');
        expect(ready.body.checks.redis?.message).toMatch(/enableOfflineQueue|Connection is closed|ECONNREFUSED/);
    });

    it('exits within its deadline on SIGTERM, with Redis down and a keep-alive connection open', async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const status = await new Promise<number | undefined>((resolve, reject) => {
            http.get(`${origin}/health/live`, { agent }, res => {
                res.resume();
                res.on('end', () => resolve(res.statusCode));
            }).once('error', reject);
        });
        expect(status).toBe(200);
        // The connection stays open and idle: without a drain the server would wait for the client to hang up.
        const startedAt = Date.now();
        server.kill('SIGTERM');
        const code = await exited(server);
        const elapsedMs = Date.now() - startedAt;
        agent.destroy();
        console.info(`Shutdown with Redis down: ${elapsedMs} ms, exit code ${code}`);
        expect(elapsedMs).toBeLessThan(shutdownTimeoutMs + 1_000);
        await expect(fetch(`${origin}/health/live`)).rejects.toThrow(/fetch failed/);
    });
});
