// The real commerce server for storefront tests: apps/server/dist on a free 127.0.0.1 port with its own data folder,
// restartable on the same port. Seeding takes minutes, so a data folder seeded by the same build is copied instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));
const SERVER_READY_MS = 300_000;

export async function freePort(): Promise<number> {
    const server = http.createServer();
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>(resolve => server.close(() => resolve()));
    return port;
}

/** Ready means seeded: on a fresh data folder the API answers before the demo catalog (and its menu) is in. */
async function shopApiReady(url: string): Promise<boolean> {
    try {
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ menu(code: "mainmenu") { items { label } } }' }),
            signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { data?: { menu?: { items: unknown[] } | null } };
        return (body.data?.menu?.items.length ?? 0) > 0;
    } catch {
        return false;
    }
}

/** Identifies a build of the commerce server: a seeded data folder is reusable only by the build that seeded it. */
function serverBuildHash(): string {
    const hash = createHash('sha256');
    const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else hash.update(`${full}:${statSync(full).size}:${statSync(full).mtimeMs}\n`);
        }
    };
    walk(path.join(serverDir, 'dist'));
    return hash.digest('hex').slice(0, 16);
}

/** Keeps the newest few seeded copies: each build of the server makes a new one. */
function pruneSeededCopies(dir: string, keep: number) {
    const copies = readdirSync(dir)
        .map(name => ({ full: path.join(dir, name), mtime: statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.mtime - a.mtime);
    for (const old of copies.slice(keep)) rmSync(old.full, { recursive: true, force: true });
}

export interface Commerce {
    url: string;
    start(): Promise<void>;
    stop(): Promise<void>;
    dispose(): Promise<void>;
}

/**
 * The staff account every test commerce server has. The superadmin is created when a data folder is first seeded,
 * and seeded folders are copied between test runs (the cache above), so every server is given the same one: a test
 * that signs in as staff must not depend on which suite seeded the copy it got.
 */
export const TEST_SUPERADMIN = { username: 'superadmin', password: 'e2e-superadmin-password' };

/** The real commerce server, restartable on the same port and data folder; `env` adds to its environment. */
export async function startCommerceServer(env: Record<string, string> = {}): Promise<Commerce> {
    const entry = path.join(serverDir, 'dist/index.js');
    if (!existsSync(entry)) {
        throw new Error(`${entry} is missing: build the commerce server first (npm run build -w @shop/server).`);
    }
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
    // Seeding takes minutes; a data folder seeded by this same build is copied instead (git-ignored .cache).
    const seededCopy = path.join(serverDir, '.cache/e2e-data', serverBuildHash());
    const fromCache = existsSync(path.join(seededCopy, 'shop.sqlite'));
    if (fromCache) cpSync(seededCopy, dataDir, { recursive: true });
    const url = `http://127.0.0.1:${port}/shop-api`;
    let child: ChildProcess | undefined;
    let log = '';

    async function start() {
        child = spawn(process.execPath, ['dist/index.js'], {
            cwd: serverDir,
            env: {
                ...process.env,
                NODE_ENV: 'development',
                DATA_DIR: dataDir,
                SERVER_PORT: String(port),
                SERVER_HOST: '127.0.0.1',
                SUPERADMIN_USERNAME: TEST_SUPERADMIN.username,
                SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
                // Every test shopper comes from 127.0.0.1: the per-IP limits would count them all as one guesser.
                // The per-session limits stay at their defaults.
                RATE_LIMIT_CODE_ATTEMPTS_PER_IP: '100000',
                RATE_LIMIT_CART_WRITES_PER_IP: '100000',
                RATE_LIMIT_GUEST_WISHLISTS: '100000',
                RATE_LIMIT_STAFF_LOGIN_FAILURES_PER_IP: '100000',
                RATE_LIMIT_CUSTOMER_LOGIN_FAILURES_PER_IP: '100000',
                RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
                RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP: '100000',
                RATE_LIMIT_PASSWORD_RESETS_PER_IP: '100000',
                RATE_LIMIT_STOCK_ALERTS_PER_IP: '100000',
                ...env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
        const deadline = Date.now() + SERVER_READY_MS;
        while (Date.now() < deadline) {
            if (child.exitCode !== null)
                throw new Error(`commerce server exited with ${child.exitCode}:\n${log.slice(-4000)}`);
            // A first start seeds the demo store while the API already answers; wait for the seed to finish.
            const seeding = /Seeding/.test(log) && !/seeded in/i.test(log);
            if (!seeding && (await shopApiReady(url))) return;
            await new Promise(resolve => setTimeout(resolve, 1000));
        }
        throw new Error(`commerce server not ready after ${SERVER_READY_MS / 1000} s:\n${log.slice(-4000)}`);
    }

    async function stop() {
        const running = child;
        if (!running || running.exitCode !== null) return;
        await new Promise<void>(resolve => {
            running.once('exit', () => resolve());
            running.kill('SIGTERM');
            setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
        });
    }

    try {
        await start();
        if (!fromCache) {
            // Keep a copy of the freshly seeded folder, taken while the server is stopped so the database is whole.
            await stop();
            const partial = `${seededCopy}.${process.pid}`;
            cpSync(dataDir, partial, { recursive: true });
            rmSync(seededCopy, { recursive: true, force: true });
            renameSync(partial, seededCopy);
            pruneSeededCopies(path.dirname(seededCopy), 3);
            await start();
        }
    } catch (error) {
        await stop();
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
    }
    return {
        url,
        start,
        stop,
        async dispose() {
            await stop();
            rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
