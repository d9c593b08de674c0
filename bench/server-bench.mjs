#!/usr/bin/env node
// Commerce-server figures: fresh install time (with --install), first start to ready (seed included), second
// start, memory, and shop-API latency (median, p95) for search, product detail and add-to-cart.
// Usage: npm run build -w @shop/server && node bench/server-bench.mjs [--install]
import { startCommerceServer } from './lib/commerce-server.mjs';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4290;
const api = `http://127.0.0.1:${port}/shop-api`;
const results = {};

function percentile(values, p) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function gql(query, variables = {}, token) {
    const response = await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
}

function rssMb(pid) {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

async function stopServer(child) {
    child.kill('SIGTERM');
    await new Promise(resolve => child.once('exit', resolve));
}

async function time(label, runs, fn) {
    const durations = [];
    for (let i = 0; i < runs; i++) {
        const t = performance.now();
        await fn(i);
        durations.push(performance.now() - t);
    }
    results[label] = {
        runs,
        medianMs: +percentile(durations, 50).toFixed(2),
        p95Ms: +percentile(durations, 95).toFixed(2),
    };
}

if (process.argv.includes('--install')) {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-install-'));
    execSync(`git clone -q "${root}" "${clone}/repo"`);
    const t = performance.now();
    execSync('npm ci --no-audit --no-fund', { cwd: `${clone}/repo`, stdio: 'ignore' });
    results.freshInstallSeconds = +((performance.now() - t) / 1000).toFixed(1);
    fs.rmSync(clone, { recursive: true, force: true });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
// Pictures are drawn once per import folder; a fresh data folder measures the real first start.
let server = startCommerceServer({ port, dataDir });
results.firstStartToReadySeconds = +(await server.ready).toFixed(1);
results.rssAfterFirstStartMb = rssMb(server.child.pid);
await stopServer(server.child);

server = startCommerceServer({ port, dataDir });
results.secondStartToReadySeconds = +(await server.ready).toFixed(1);

const { data: listing } = await gql(
    '{ products(options: { take: 100 }) { items { slug customFields { isVirtual } variants { id stockLevel } } } }',
);
const physical = listing.products.items.filter(p => !p.customFields.isVirtual);
const slugs = physical.map(p => p.slug);
const variantIds = physical.flatMap(p => p.variants.filter(v => v.stockLevel === 'IN_STOCK').map(v => v.id));
const terms = ['samsung', 'lavatrice', 'iphone', 'tv oled', 'notebook', 'cuffie', 'frigorifero', 'lenovo'];

const SEARCH =
    'query($t: String!) { search(input: { term: $t, groupByProduct: true, take: 14 }) { totalItems items { productName slug priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } } } }';
const PRODUCT =
    'query($s: String!) { product(slug: $s) { id name description customFields { productCode specifications } variants { id sku priceWithTax stockLevel customFields { regularPrice merchantSku } } featuredAsset { preview } } }';
const ADD =
    'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { totalQuantity subTotalWithTax } ... on ErrorResult { errorCode } } }';

await time('search', 200, i => gql(SEARCH, { t: terms[i % terms.length] }));
await time('product', 200, i => gql(PRODUCT, { s: slugs[i % slugs.length] }));
let token;
await time('addToCart', 200, async i => {
    // A new shopper every ten additions, so carts stay the size a shopper's would be.
    if (i % 10 === 0) token = undefined;
    const result = await gql(ADD, { id: variantIds[i % variantIds.length] }, token);
    token = result.token;
});

const loaded = await autocannon({
    url: api,
    connections: 20,
    duration: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SEARCH, variables: { t: 'samsung' } }),
});
results.searchUnder20Connections = {
    requestsPerSecond: Math.round(loaded.requests.average),
    p50Ms: loaded.latency.p50,
    p97_5Ms: loaded.latency.p97_5,
    p99Ms: loaded.latency.p99,
    errors: loaded.errors + loaded.non2xx,
};
results.rssAfterLoadMb = rssMb(server.child.pid);
await stopServer(server.child);
fs.rmSync(dataDir, { recursive: true, force: true });

fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/server.json'), JSON.stringify(results, null, 2));
console.log(JSON.stringify(results, null, 2));
