#!/usr/bin/env node
// Resilience figures of the built storefront in front of the built commerce server (one storefront process, as one
// worker of `npm start`): its memory (RSS) at rest, after a flood of distinct catalog addresses (every one a new key of
// the public-data cache) and after a streamed 300 MB POST; then how long each program takes to exit on SIGTERM while
// 50 connections keep asking for pages (storefront) or carts (commerce server).
// Usage: npm run build && node bench/resilience-bench.mjs   (BENCH_FLOOD=20000 sets the flood's size,
// BENCH_FLOOD_ROUNDS=2 floods again with new addresses to show where the memory settles)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { startCommerceServer } from './lib/commerce-server.mjs';
import { startStorefront } from './lib/storefront.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-resilience-data');
const flood = Number(process.env.BENCH_FLOOD ?? 20_000);

const rssMb = pid => {
    const line = fs
        .readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find(l => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

async function pool(count, concurrency, task) {
    let next = 0;
    await Promise.all(
        Array.from({ length: concurrency }, async () => {
            while (next < count) await task(next++);
        }),
    );
}

/** A body of `megabytes`, sent in 64 KB chunks without a declared length; resolves with the answer's status. */
function streamedPost(origin, pathName, megabytes) {
    return new Promise(resolve => {
        const url = new URL(pathName, origin);
        const req = http.request(
            {
                host: url.hostname,
                port: url.port,
                path: url.pathname,
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    origin,
                },
            },
            res => {
                res.resume();
                res.on('end', () => resolve(res.statusCode));
            },
        );
        req.on('error', () => resolve('connection closed'));
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const write = () => {
            while (sent < megabytes * 16) {
                sent++;
                if (!req.write(chunk)) return void req.once('drain', write);
            }
            req.end();
        };
        write();
    });
}

/** Starts `connections` connections of load, sends SIGTERM after a second, and times the process's exit. */
async function shutdownUnderLoad(child, target) {
    const load = autocannon({ ...target, connections: 50, duration: 10 });
    await new Promise(resolve => setTimeout(resolve, 1_000));
    const started = performance.now();
    const exited = new Promise(resolve => child.once('exit', code => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    const ms = Math.round(performance.now() - started);
    load.stop();
    return { ms, code };
}

const server = startCommerceServer({ port: 4594, dataDir, env: { SEED_DEMO_CATALOG: 'true' } });
await server.ready;
const storefront = startStorefront({
    port: 4596,
    shopApiUrl: 'http://127.0.0.1:4594/shop-api',
    env: { WEB_CONCURRENCY: '1' },
});
await storefront.ready;
const pid = storefront.child.pid;
const results = { flood };
try {
    // Warm: the pages a shopper visits first.
    for (const page of ['/it', '/it/c/lavatrici', '/it/search?q=lavatrice']) await fetch(`${storefront.origin}${page}`);
    results.rssAtRestMb = rssMb(pid);

    const sorts = ['relevance', 'price_asc', 'price_desc', 'name', 'newest'];
    const floodStarted = performance.now();
    const statuses = {};
    // BENCH_FLOOD_ROUNDS > 1 floods again with new addresses: a bounded cache keeps the memory where the first left it.
    results.rssAfterFloodMb = [];
    for (let round = 0; round < Number(process.env.BENCH_FLOOD_ROUNDS ?? 1); round++) {
        await pool(flood, 32, async n => {
            const i = round * flood + n;
            const address =
                i % 2 === 0
                    ? `/it/search?q=prodotto-${i}`
                    : `/it/c/lavatrici?price_from=${(i % 9000) + 1}&sort=${sorts[i % sorts.length]}&page=${(i % 3) + 1}`;
            const res = await fetch(`${storefront.origin}${address}`);
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        });
        results.rssAfterFloodMb.push(rssMb(pid));
    }
    results.floodSeconds = Math.round((performance.now() - floodStarted) / 100) / 10;
    results.floodStatuses = statuses;

    results.oversizedPostStatus = await streamedPost(storefront.origin, '/it/cart', 300);
    results.rssAfterOversizedPostMb = rssMb(pid);

    results.storefrontShutdownUnderLoad = await shutdownUnderLoad(storefront.child, { url: `${storefront.origin}/it` });
    results.commerceShutdownUnderLoad = await shutdownUnderLoad(server.child, {
        url: 'http://127.0.0.1:4594/shop-api',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ catalogListing(input: { take: 24 }) { totalItems } }' }),
    });
} finally {
    storefront.child.kill('SIGKILL');
    server.child.kill('SIGKILL');
}

console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/resilience.json'), JSON.stringify(results, null, 2));
