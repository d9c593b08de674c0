#!/usr/bin/env node
// Cart figures: 20 concurrent shoppers, each with their own session, add a product, change its quantity, read the cart
// and remove the line, round after round, through the commerce server's shop API (the calls the storefront's
// /api/cart endpoints make). Prints median and p95 per operation and over all of them.
// By default one server process on the embedded SQLite database. With BENCH_DATABASE_URL (a PostgreSQL server URL)
// and BENCH_REDIS_URL it runs as production does: two server processes and a worker on one PostgreSQL database
// (created once, kept between runs) and Redis, the shoppers' calls spread over both processes.
// Usage: npm run build -w @shop/server && npm run bench:cart
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379/9 npm run bench:cart
import pg from 'pg';

import { startCommerceServer } from './lib/commerce-server.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4293;
const secondPort = 4298;
// Kept between runs, so only the first run waits for the seed.
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'shop-bench-cart-data');
const shoppers = 20;
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);

const CART = 'id code totalQuantity totalWithTax lines { id quantity productVariant { id sku } }';
const ADD = `mutation($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) {
    ... on Order { ${CART} } ... on ErrorResult { errorCode message } } }`;
const ADJUST = `mutation($line: ID!, $q: Int!) { adjustOrderLine(orderLineId: $line, quantity: $q) {
    ... on Order { ${CART} } ... on ErrorResult { errorCode message } } }`;
const REMOVE = `mutation($line: ID!) { removeOrderLine(orderLineId: $line) {
    ... on Order { ${CART} } ... on ErrorResult { errorCode message } } }`;
const ACTIVE = `query { activeOrder { ${CART} } }`;
const LISTING = `query { catalogListing(input: { take: 100, sort: PRICE_ASC }) { items { variantId inStock variantCount isVirtual } } }`;

function percentile(values, p) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(durations) {
    return {
        calls: durations.length,
        medianMs: +percentile(durations, 50).toFixed(2),
        p95Ms: +percentile(durations, 95).toFixed(2),
        maxMs: +Math.max(...durations).toFixed(2),
    };
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
if (Boolean(postgresUrl) !== Boolean(redisUrl)) throw new Error('Set both BENCH_DATABASE_URL and BENCH_REDIS_URL');

/** Production-like settings on PostgreSQL; the database is created on the first run and reused after. */
async function postgresEnv() {
    const database = 'shop_bench_cart';
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    return {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        RUN_WORKER_IN_SERVER: 'false',
        SUPERADMIN_USERNAME: 'gestione.bench',
        SUPERADMIN_PASSWORD: 'bench-password-not-secret',
        // Production seeds no demo store unless asked; the bench measures the demo catalog.
        SEED_DEMO_CATALOG: 'true',
        COOKIE_SECRET: 'bench-cookie-secret-not-secret-0123456789',
        // Required in production (decision 028); the bench sends no email.
        SMTP_HOST: '127.0.0.1',
        EMAIL_FROM: 'Scintilla <no-reply@scintilla.example>',
        CUSTOMER_SERVICE_EMAIL: 'servizioclienti@scintilla.example',
        STOREFRONT_ORIGIN: 'http://localhost:3000',
        // Required in production (decision 033); the bench pays nothing.
        NEXI_ALIAS: 'ALIAS_BENCH',
        NEXI_MAC_KEY: 'bench-mac-key-not-secret',
        NEXI_ENDPOINT: 'test',
        FINDOMESTIC_TVEI: 'TVEI-BENCH',
        FINDOMESTIC_PRF: 'PRF-BENCH',
        FINDOMESTIC_WEB_APP_URL: 'https://b2ctest.ecredit.it/mcommerce/pages/simulatore.html',
    };
}

const env = postgresUrl ? await postgresEnv() : {};
const servers = [startCommerceServer({ port, dataDir, env })];
const apis = [`http://127.0.0.1:${port}/shop-api`];

/** One shopper: a session token the server hands out on the first cart call, sent back as a bearer token. */
function shopper() {
    let token;
    let calls = 0;
    return async function call(query, variables = {}) {
        const started = performance.now();
        // With two server processes, calls alternate between them as behind a load balancer.
        const api = apis[calls++ % apis.length];
        const response = await fetch(api, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
        });
        const body = await response.json();
        const elapsed = performance.now() - started;
        token = response.headers.get('vendure-auth-token') ?? token;
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return { data: body.data, elapsed };
    };
}

const timings = { add: [], adjust: [], read: [], remove: [] };
try {
    await servers[0].ready;
    if (postgresUrl) {
        // The first process has run the migrations and the seed; the second and the worker share its database.
        servers.push(startCommerceServer({ port: secondPort, dataDir, env }));
        servers.push(startCommerceServer({ port: secondPort + 2, dataDir, env, script: 'dist/index-worker.js' }));
        await servers[1].ready;
        apis.push(`http://127.0.0.1:${secondPort}/shop-api`);
    }
    const { data } = await shopper()(LISTING);
    // Simple physical products in stock (services only come attached to a product): each shopper adds a different one, as real shoppers mostly do.
    const variants = data.catalogListing.items
        .filter(i => i.inStock && !i.isVirtual && i.variantCount === 1)
        .map(i => i.variantId);
    if (variants.length < shoppers) throw new Error(`only ${variants.length} simple products in stock`);

    const started = performance.now();
    await Promise.all(
        Array.from({ length: shoppers }, async (_, n) => {
            const call = shopper();
            for (let round = 0; round < rounds; round++) {
                const added = await call(ADD, { id: variants[n], q: 1 });
                timings.add.push(added.elapsed);
                const line = added.data.addItemToOrder.lines?.[0];
                if (!line) throw new Error(`add refused: ${JSON.stringify(added.data.addItemToOrder)}`);
                const adjusted = await call(ADJUST, { line: line.id, q: 2 });
                timings.adjust.push(adjusted.elapsed);
                const read = await call(ACTIVE);
                timings.read.push(read.elapsed);
                const removed = await call(REMOVE, { line: line.id });
                timings.remove.push(removed.elapsed);
            }
        }),
    );
    const seconds = (performance.now() - started) / 1000;
    const all = [...timings.add, ...timings.adjust, ...timings.read, ...timings.remove];
    const results = {
        database: postgresUrl ? 'PostgreSQL, two server processes and a worker' : 'SQLite, one server process',
        shoppers,
        rounds,
        callsPerSecond: Math.round(all.length / seconds),
        all: summary(all),
        addItemToOrder: summary(timings.add),
        adjustOrderLine: summary(timings.adjust),
        activeOrder: summary(timings.read),
        removeOrderLine: summary(timings.remove),
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/cart.json'), JSON.stringify(results, null, 2));
    console.log(JSON.stringify(results, null, 2));
} finally {
    for (const server of servers) server.child.kill('SIGTERM');
}
