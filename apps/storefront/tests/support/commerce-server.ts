// The real commerce server for storefront tests: apps/server/dist on a free 127.0.0.1 port with its own data folder,
// restartable on the same port. Seeding takes a minute, so the data folder is a copy of the seeded template every
// suite shares (apps/server/test/seeded-template.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** Ready means answering with the store's menu. */
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

let template: Promise<string> | undefined;

/**
 * The seeded demo store's data folder (shop.sqlite and its pictures), made once per change to the commerce server's
 * sources and shared with its own e2e tests and the test of `npm start`; call it before starting servers side by
 * side, so they do not each seed it.
 */
export function seededTemplate(): Promise<string> {
    template ??= new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(serverDir, 'test/seeded-template.mjs')], {
            stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.once('error', reject);
        child.once('exit', code =>
            code === 0 ? resolve(out.trim()) : reject(new Error(`the seeded template could not be made (${code})`)),
        );
    }).catch((error: unknown) => {
        template = undefined;
        throw error;
    });
    return template;
}

export interface Commerce {
    url: string;
    start(): Promise<void>;
    stop(): Promise<void>;
    dispose(): Promise<void>;
}

/**
 * The staff account every test commerce server has: the seeded template's (apps/server/test/seeded-template.mjs),
 * made when it was seeded and copied with it.
 */
export const TEST_SUPERADMIN = { username: 'superadmin', password: 'superadmin-test-password' };

/** The real commerce server, restartable on the same port and data folder; `env` adds to its environment. */
export async function startCommerceServer(env: Record<string, string> = {}): Promise<Commerce> {
    const entry = path.join(serverDir, 'dist/index.js');
    if (!existsSync(entry)) {
        throw new Error(`${entry} is missing: build the commerce server first (npm run build -w @shop/server).`);
    }
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
    cpSync(await seededTemplate(), dataDir, { recursive: true });
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
            if (await shopApiReady(url)) return;
            await new Promise(resolve => setTimeout(resolve, 250));
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
