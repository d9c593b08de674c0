// SIGTERM ends the storefront within its deadline, even with keep-alive connections open and a page waiting on a
// commerce server that never answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type StorefrontProcess } from '../support/storefront-process';

const shutdownTimeoutMs = 3000;
let silentShopApi: http.Server;
let storefront: StorefrontProcess;

beforeAll(async () => {
    // Takes every request and never answers: a commerce server stuck behind a database or Redis that is down.
    silentShopApi = http.createServer(() => undefined);
    await new Promise<void>(resolve => silentShopApi.listen(0, '127.0.0.1', resolve));
    const { port } = silentShopApi.address() as AddressInfo;
    storefront = await startStorefront({
        VENDURE_SHOP_API_URL: `http://127.0.0.1:${port}/shop-api`,
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
});

afterAll(async () => {
    await storefront?.stop();
    silentShopApi?.closeAllConnections();
    await new Promise(resolve => silentShopApi?.close(resolve));
});

function get(agent: http.Agent, path: string) {
    return new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        http.get(`${storefront.origin}${path}`, { agent }, res => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        }).once('error', reject);
    });
}

describe('shutdown', () => {
    it('exits within the deadline with an idle keep-alive connection and a page waiting on the commerce server', async () => {
        const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
        expect(await get(idle, '/healthz')).toEqual({ status: 200, connection: 'keep-alive' });
        // A home page: its loaders wait for the menu and CMS blocks, which never come.
        const waiting = get(busy, '/it').catch((error: NodeJS.ErrnoException) => error.code);
        await new Promise(resolve => setTimeout(resolve, 300));

        const startedAt = Date.now();
        await storefront.stop();
        const elapsedMs = Date.now() - startedAt;
        console.info(`Storefront stopped ${elapsedMs} ms after SIGTERM`);
        expect(elapsedMs).toBeLessThan(shutdownTimeoutMs + 1000);
        // The page that could not finish lost its connection when the process ended.
        expect(await waiting).toBe('ECONNRESET');
        idle.destroy();
        busy.destroy();
    });
});
