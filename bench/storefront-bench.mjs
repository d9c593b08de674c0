#!/usr/bin/env node
// Storefront figures for a page (home by default): Lighthouse with mobile emulation (median of 3 runs) for
// performance, accessibility, best practices and SEO; JavaScript bytes transferred on first load; the HTML's size; SSR
// requests/s with p50/p99 latency under 20 connections, without cookies (the page cache answers those), compressed,
// and with a cookie (rendered for the shopper). STOREFRONT_BUILD_DIR=<dir> measures another build of the storefront
// (a copy of an earlier `build` folder inside apps/storefront), for before and after in one sitting. Starts the built commerce server and storefront on loopback ports.
// BENCH_H2=1 has Lighthouse load the pages over TLS and HTTP/2 through a local front (lib/h2-front.mjs), as a
// deployment's proxy or CDN serves them: the TLS handshake a shopper pays counts, and a page's requests share its one
// connection. The load figures stay on the storefront's own port.
// Usage: npm run build && node bench/storefront-bench.mjs [path …]   (e.g. /it /it/resi-e-rimborsi)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { startCommerceServer } from './lib/commerce-server.mjs';
import { startH2Front } from './lib/h2-front.mjs';
import { startStorefront, storefrontCpuMs } from './lib/storefront.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPort = 4390;
const storefrontPort = 4392;
const h2FrontPort = 4393;
// Home, a category listing and a product page (a discounted washing machine with an energy class).
const defaultPages = ['/it', '/it/c/lavatrici', '/it/p/WW90DB7U94GBU3'];
const pages = process.argv.slice(2).length ? process.argv.slice(2) : defaultPages;
// The same flags as the browser journeys: Debian's Chromium on a machine with no outside network.
const chromeFlags = JSON.parse(fs.readFileSync(path.join(root, 'apps/storefront/e2e/chromium-flags.json'), 'utf8'));
const overH2 = process.env.BENCH_H2 === '1';
// A data folder kept between runs, so only the first run pays for the seed.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-storefront-data');

const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = startCommerceServer({ port: serverPort, dataDir });
await server.ready;
const storefront = startStorefront({ port: storefrontPort, shopApiUrl: `http://127.0.0.1:${serverPort}/shop-api` });
await storefront.ready;
const front = overH2 ? await startH2Front({ port: h2FrontPort, targetPort: storefrontPort }) : null;

const results = {};
const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The front's certificate is self-signed.
    chromeFlags: overH2 ? [...chromeFlags, '--ignore-certificate-errors'] : chromeFlags,
});
try {
    for (const page of pages) {
        const url = `http://127.0.0.1:${storefrontPort}${page}`;
        const browserUrl = front ? `${front.origin}${page}` : url;
        // Warm the storefront's public-data cache, and the asset server's cache for the picture the page preloads (a
        // page's largest picture in AVIF is encoded on its first request, decision 054).
        const warm = await (await fetch(url)).text();
        for (const [, href] of warm.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)) {
            await fetch(new URL(href.replaceAll('&amp;', '&'), url));
        }
        const runs = [];
        let protocol;
        for (let i = 0; i < 3; i++) {
            const { lhr } = await lighthouse(browserUrl, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            });
            const requests = lhr.audits['network-requests'].details.items;
            protocol = requests.find(r => r.resourceType === 'Document')?.protocol;
            const scripts = requests.filter(r => r.resourceType === 'Script');
            // Where LCP's time goes (Lighthouse's phases: TTFB, load delay, load time, render delay), by phase name.
            const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
            const lcpPhase = name => Math.round(phases.find(p => p.phase === name)?.timing ?? NaN);
            runs.push({
                performance: Math.round(lhr.categories.performance.score * 100),
                accessibility: Math.round(lhr.categories.accessibility.score * 100),
                bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
                seo: Math.round(lhr.categories.seo.score * 100),
                fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
                lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
                lcpTtfbMs: lcpPhase('TTFB'),
                lcpLoadDelayMs: lcpPhase('Load Delay'),
                lcpLoadTimeMs: lcpPhase('Load Time'),
                lcpRenderDelayMs: lcpPhase('Render Delay'),
                tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
                jsTransferredKb: Math.round(scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024),
                failing: Object.values(lhr.audits)
                    .filter(a => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
                    .map(a => a.id),
            });
        }
        // The document as a shopper's browser gets it, uncompressed: the HTML budget.
        const htmlKb = Math.round(((await (await fetch(url)).arrayBuffer()).byteLength / 1024) * 10) / 10;
        const load = await autocannon({ url, connections: 20, duration: 10 });
        // Browsers ask for compressed pages, which costs the server CPU per request: measured separately.
        const compressed = await autocannon({
            url,
            connections: 20,
            duration: 10,
            headers: { 'accept-encoding': 'gzip, deflate, br' },
        });
        // A shopper with any cookie gets a page rendered for them (the page cache keeps only cookie-less answers).
        const cpuBefore = storefrontCpuMs(storefront);
        const rendered = await autocannon({
            url,
            connections: 20,
            duration: 10,
            headers: { 'accept-encoding': 'gzip, deflate, br', cookie: 'returning=1' },
        });
        const renderedCpuMs = storefrontCpuMs(storefront) - cpuBefore;
        results[page] = {
            // How Lighthouse's browser got the pages: http/1.1 from the storefront, h2 through the TLS front.
            protocol: protocol ?? null,
            htmlKb,
            lighthouseMedianOf3: Object.fromEntries(
                [
                    'performance',
                    'accessibility',
                    'bestPractices',
                    'seo',
                    'fcpMs',
                    'lcpMs',
                    'lcpTtfbMs',
                    'lcpLoadDelayMs',
                    'lcpLoadTimeMs',
                    'lcpRenderDelayMs',
                    'tbtMs',
                    'jsTransferredKb',
                ].map(key => [key, median(runs.map(r => r[key]))]),
            ),
            failingBinaryAudits: [...new Set(runs.flatMap(r => r.failing))],
            ssrUnder20Connections: {
                requestsPerSecond: Math.round(load.requests.average),
                p50Ms: load.latency.p50,
                p99Ms: load.latency.p99,
                errors: load.errors + load.non2xx,
            },
            ssrCompressedUnder20Connections: {
                requestsPerSecond: Math.round(compressed.requests.average),
                p50Ms: compressed.latency.p50,
                p99Ms: compressed.latency.p99,
                errors: compressed.errors + compressed.non2xx,
            },
            renderedWithCookieUnder20Connections: {
                requestsPerSecond: Math.round(rendered.requests.average),
                p50Ms: rendered.latency.p50,
                p99Ms: rendered.latency.p99,
                errors: rendered.errors + rendered.non2xx,
                // Server time per rendered page, all storefront processes together: steadier than the rate above.
                storefrontCpuMsPerPage: Math.round((renderedCpuMs / Math.max(1, rendered.requests.total)) * 100) / 100,
            },
        };
    }
} finally {
    await chrome.kill();
    await front?.close();
    storefront.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
}

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
    path.join(root, `bench/results/storefront${overH2 ? '-h2' : ''}.json`),
    JSON.stringify(results, null, 2),
);
console.log(JSON.stringify(results, null, 2));
