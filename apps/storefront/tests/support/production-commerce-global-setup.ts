// Vitest global setup of the HTTP tests run against the production topology: the built commerce server with
// NODE_ENV=production on a fresh PostgreSQL database and a Redis database of its own, the demo catalog seeded into it,
// as `shopApiUrl` for the files of the `http-production` project. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { PRODUCTION_EMAIL_ENV, PRODUCTION_PAYMENT_ENV } from '../../../server/test/production-support';
import { freePort, TEST_SUPERADMIN } from './commerce-server';

const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));
const READY_MS = 600_000;
/** Apart from the server's own production tests (11–13). */
const REDIS_DB = 14;

async function seeded(url: string): Promise<boolean> {
    try {
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ catalogProduct(code: "920-004523") { variants { id } } }' }),
            signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { data?: { catalogProduct?: { variants: unknown[] } | null } };
        return (body.data?.catalogProduct?.variants.length ?? 0) > 0;
    } catch {
        return false;
    }
}

export default async function setup(project: TestProject) {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const database = `shop_storefront_production_${process.pid}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    const redisUrl = new URL(process.env.TEST_REDIS_URL!);
    redisUrl.pathname = `/${REDIS_DB}`;
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();

    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-storefront-production-'));
    const url = `http://127.0.0.1:${port}/shop-api`;
    let log = '';
    const child: ChildProcess = spawn(process.execPath, ['dist/index.js'], {
        cwd: serverDir,
        env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: databaseUrl.toString(),
            REDIS_URL: redisUrl.toString(),
            // One process: the search index is built by the worker, here inside the server.
            RUN_WORKER_IN_SERVER: 'true',
            ...PRODUCTION_EMAIL_ENV,
            ...PRODUCTION_PAYMENT_ENV,
            DATA_DIR: dataDir,
            SERVER_HOST: '127.0.0.1',
            SERVER_PORT: String(port),
            ADMIN_UI_PORT: String(await freePort()),
            SUPERADMIN_USERNAME: 'gestione.negozio',
            SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
            COOKIE_SECRET: 'storefront-production-test-cookie-secret',
            SEED_DEMO_CATALOG: 'true',
            // Every test request comes from 127.0.0.1, as in the development setup (commerce-server.ts).
            RATE_LIMIT_CODE_ATTEMPTS_PER_IP: '100000',
            RATE_LIMIT_CART_WRITES_PER_IP: '100000',
            RATE_LIMIT_GUEST_WISHLISTS: '100000',
            RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
            RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
            RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '100000',
            RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000',
            RATE_LIMIT_STOCK_ALERTS_PER_IP: '100000',
            LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + READY_MS;
    while (!(await seeded(url))) {
        if (child.exitCode !== null)
            throw new Error(`commerce server exited with ${child.exitCode}:\n${log.slice(-4000)}`);
        if (Date.now() > deadline) throw new Error(`commerce server not seeded after ${READY_MS / 1000} s`);
        await new Promise(resolve => setTimeout(resolve, 2000));
    }
    project.provide('shopApiUrl', url);

    return async () => {
        if (child.exitCode === null) {
            await new Promise<void>(resolve => {
                child.once('exit', () => resolve());
                child.kill('SIGTERM');
                setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
            });
        }
        // Whatever the server logged at error level: the suite's 0 5xx must not hide internal errors.
        const errors = log.split('\n').filter(line => /\bERROR\b|InternalError/.test(line));
        console.warn(
            `production commerce server: ${errors.length} error lines${errors.length ? `\n${errors.slice(0, 10).join('\n')}` : ''}`,
        );
        await redis.flushdb();
        redis.disconnect();
        const cleanup = new Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${database}`);
        await cleanup.end();
        rmSync(dataDir, { recursive: true, force: true });
    };
}
