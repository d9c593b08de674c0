#!/usr/bin/env node
// First-load JavaScript per page, as Chromium receives it from the built storefront: every script the page loads
// until the network is idle (hydration included), in bytes on the wire (compressed) and decoded. Cheaper than the
// Lighthouse run of storefront-bench.mjs, so it can be compared before and after a change in one sitting.
// Usage: npm run build && node bench/first-load-js.mjs [/it …]   (BENCH_LIST_SCRIPTS=1 prints every script's size;
// BENCH_WIDTH=1366 loads the pages in a desktop window instead of a 390 px phone)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { startCommerceServer } from './lib/commerce-server.mjs';
import { startStorefront } from './lib/storefront.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A phone by default; BENCH_WIDTH=1366 measures a desktop window (the desktop menu's code loads only there).
const width = Number(process.env.BENCH_WIDTH ?? 390);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/it', '/it/c/lavatrici', '/it/p/WW90DB7U94GBU3'];
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'apps/storefront/e2e/chromium-flags.json'), 'utf8'));
// Kept between runs, so only the first run waits for the seed.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-first-load-data');

const server = startCommerceServer({ port: 4494, dataDir });
await server.ready;
const storefront = startStorefront({
    port: 4496,
    shopApiUrl: 'http://127.0.0.1:4494/shop-api',
    env: { WEB_CONCURRENCY: '1' },
});
await storefront.ready;
const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
});
const results = [];
try {
    for (const pagePath of pages) {
        const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : 768 } });
        const page = await context.newPage();
        const scripts = [];
        page.on('requestfinished', request => {
            if (request.resourceType() === 'script') scripts.push(request);
        });
        await page.goto(`${storefront.origin}${pagePath}`, { waitUntil: 'networkidle' });
        let transferred = 0;
        let decoded = 0;
        for (const request of scripts) {
            const sizes = await request.sizes();
            const response = await request.response();
            const body = response ? (await response.body()).length : 0;
            // Chromium reports a negative body size for a script it also fetched another way (a route module a fetcher
            // asks for): count the bytes the server sends for it instead, so the total never shrinks by its size.
            const onWire =
                sizes.responseBodySize >= 0
                    ? sizes.responseBodySize
                    : Number((await response?.headerValue('content-length')) ?? body);
            transferred += onWire;
            if (process.env.BENCH_LIST_SCRIPTS) {
                console.log(`${pagePath}\t${onWire}\t${new URL(request.url()).pathname}`);
            }
            decoded += body;
        }
        results.push({
            page: pagePath,
            scripts: scripts.length,
            transferredKb: Math.round((transferred / 1024) * 10) / 10,
            decodedKb: Math.round((decoded / 1024) * 10) / 10,
        });
        await context.close();
    }
} finally {
    await browser.close();
    storefront.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
}
console.table(results);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/first-load-js.json'), JSON.stringify(results, null, 2));
