#!/usr/bin/env node
// Starts the whole shop with one command: builds what is missing, then runs the commerce server
// (with its worker, or a separate worker when Redis is configured) and the storefront together.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The shop runs on Node 24 LTS in production and CI, and still on Node 20.19+ (decision 024); older ones fail later in
// confusing ways (native modules, `require` of ES modules), so they are refused here with the reason.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`The shop needs Node.js 20.19 or later (24 LTS recommended); this is ${process.version}.`);
    process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rulesDir = path.join(root, 'packages/shop-rules');
const serverDir = path.join(root, 'apps/server');
const storefrontDir = path.join(root, 'apps/storefront');
const env = { ...process.env };
const serverPort = env.SERVER_PORT ?? '3001';
const storefrontPort = env.PORT ?? '3000';
env.SERVER_PORT = serverPort;
// Vendure's start-up chatter stays out of the way; progress and addresses are printed regardless.
env.LOG_LEVEL ??= 'warn';
env.VENDURE_SHOP_API_URL ??= `http://127.0.0.1:${serverPort}/shop-api`;
// One public address for both processes: the storefront refuses to start when they disagree.
env.STOREFRONT_ORIGIN ??= env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${storefrontPort}`;

function newestMtime(entry) {
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs;
    let newest = stat.mtimeMs;
    for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
    return newest;
}

/** Builds a workspace when its output is missing or older than its sources. */
function buildIfStale(name, dir, sources, output) {
    const outputPath = path.join(dir, output);
    const stale =
        !fs.existsSync(outputPath) ||
        sources.some(
            s => fs.existsSync(path.join(dir, s)) && newestMtime(path.join(dir, s)) > fs.statSync(outputPath).mtimeMs,
        );
    if (!stale) return;
    console.log(`Building ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
    fs.utimesSync(outputPath, new Date(), new Date());
}

if (!fs.existsSync(path.join(root, 'node_modules'))) {
    console.error('Dependencies are missing: run `npm install` first.');
    process.exit(1);
}

// The shared package first: the commerce server loads its build, the storefront's bundles include it.
buildIfStale('@shop/rules', rulesDir, ['src'], 'dist/cjs/index.js');
buildIfStale('@shop/server', serverDir, ['src'], 'dist/index.js');
const hasStorefront = fs.existsSync(path.join(storefrontDir, 'package.json'));
if (hasStorefront)
    buildIfStale(
        '@shop/storefront',
        storefrontDir,
        ['app', 'server.ts', 'public', '../../packages/shop-rules/src'],
        'build/server/index.js',
    );

const children = [];
function run(label, command, args, options) {
    const child = spawn(command, args, { stdio: 'inherit', env, ...options });
    child.on('exit', code => {
        if (!stopping) {
            console.error(`${label} stopped (exit code ${code}); stopping the shop.`);
            stop(code ?? 1);
        }
    });
    children.push(child);
    return child;
}

// Each program drains and exits by its own deadline; a child still there a little after it is killed.
const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
let stopping = false;
function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const running = children.filter(child => child.exitCode === null && child.signalCode === null);
    if (running.length === 0) process.exit(code);
    let left = running.length;
    for (const child of running) {
        child.once('exit', () => {
            if (--left === 0) process.exit(code);
        });
        child.kill('SIGTERM');
    }
    setTimeout(() => {
        for (const child of running) child.kill('SIGKILL');
        process.exit(code || 1);
    }, shutdownTimeoutMs + 2_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForShopApi(timeoutMs = 600_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !stopping) {
        try {
            const response = await fetch(env.VENDURE_SHOP_API_URL, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query: '{ cmsBlocks(identifiers: ["headerText"]) { identifier } }' }),
            });
            const body = await response.json();
            if (body.data?.cmsBlocks?.length) return true;
        } catch {
            // not listening yet
        }
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    return false;
}

/**
 * The storefront signs its sign-in cookie with SESSION_SECRET; without one in the environment, a random value is made
 * once and kept beside the commerce server's local secrets, so restarts keep shoppers signed in.
 */
function storefrontSessionSecret() {
    if (env.SESSION_SECRET) return env.SESSION_SECRET;
    const dataDir = env.DATA_DIR ?? path.join(serverDir, 'data');
    const file = path.join(dataDir, 'storefront-session-secret');
    try {
        return fs.readFileSync(file, 'utf8').trim();
    } catch {
        fs.mkdirSync(dataDir, { recursive: true });
        const secret = crypto.randomBytes(32).toString('base64url');
        fs.writeFileSync(file, secret, { mode: 0o600 });
        return secret;
    }
}

run('Commerce server', process.execPath, ['dist/index.js'], { cwd: serverDir });
if (env.REDIS_URL && env.RUN_WORKER_IN_SERVER !== 'true') {
    run('Worker', process.execPath, ['dist/index-worker.js'], { cwd: serverDir });
}
if (!(await waitForShopApi())) {
    console.error('The commerce server did not become ready.');
    stop(1);
} else if (hasStorefront) {
    // Started directly rather than through npm, so a stop signal reaches it (npm does not pass it on).
    run('Storefront', process.execPath, ['build/http/server.js'], {
        cwd: storefrontDir,
        env: {
            ...env,
            NODE_ENV: 'production',
            PORT: storefrontPort,
            // Production builds every absolute URL on the public address; on this machine that is the printed one.
            PUBLIC_URL: env.PUBLIC_URL ?? env.STOREFRONT_ORIGIN,
            SESSION_SECRET: storefrontSessionSecret(),
            // Without Nexi credentials the commerce server serves XPay's sandbox, where checkout's card form posts.
            PAYMENT_FORM_ORIGINS:
                env.PAYMENT_FORM_ORIGINS ??
                (env.NEXI_ALIAS
                    ? 'https://int-ecommerce.nexi.it https://ecommerce.nexi.it'
                    : `http://127.0.0.1:${serverPort} http://localhost:${serverPort}`),
            // Rendering is CPU-bound: one storefront process per core.
            WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
        },
    });
    console.log(`\nThe shop is starting at http://localhost:${storefrontPort}/it\n`);
}
