#!/usr/bin/env node
// The seeded demo store every test suite starts from: one data folder (shop.sqlite and the pictures under assets/)
// made by the commerce server's first start on an empty folder, as `npm start` makes it, and kept in
// apps/server/.cache/test-db under a hash of the sources that make it. Prints the folder's path, making it first when
// it is missing; suites copy it rather than seeding again (the server's e2e files, the storefront's HTTP tests and
// journeys, the test of `npm start`).
//
//   node apps/server/test/seeded-template.mjs        prints the folder, seeding it when missing (about a minute)
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
const templatesDir = path.join(serverRoot, '.cache/test-db');
/** What decides the seeded store: the server's code and data, and the shared rules it is built with. */
const sources = [path.join(serverRoot, 'src'), path.join(repoRoot, 'packages/shop-rules/src')];
const READY_MS = 600_000;

/** The staff account of the template: every test server started from it signs staff in with these. */
export const TEMPLATE_SUPERADMIN = { username: 'superadmin', password: 'superadmin-test-password' };

function walk(dir, visit) {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full, visit);
        else visit(full);
    }
}

/** Changes to the code or data that seed the store make a new template; its tests do not. */
export function sourceHash() {
    const hash = crypto.createHash('sha256');
    for (const dir of sources) {
        walk(dir, file => {
            if (!/\.test\.ts$/.test(file)) hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
        });
    }
    return hash.digest('hex').slice(0, 16);
}

export function templateDir(hash = sourceHash()) {
    return path.join(templatesDir, `demo-store-${hash}`);
}

function newestSourceMtime() {
    let newest = 0;
    for (const dir of sources) {
        walk(dir, file => {
            if (!/\.test\.ts$/.test(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
        });
    }
    return newest;
}

/** The template is made by the built server: build it first when it is missing or older than its sources. */
function ensureBuilt() {
    const entry = path.join(serverRoot, 'dist/index.js');
    const rules = path.join(repoRoot, 'packages/shop-rules/dist/cjs/index.js');
    const newest = newestSourceMtime();
    const stale = file => !fs.existsSync(file) || fs.statSync(file).mtimeMs < newest;
    if (!stale(entry) && !stale(rules)) return;
    for (const workspace of ['@shop/rules', '@shop/server']) {
        const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
            cwd: repoRoot,
            stdio: ['ignore', 'ignore', 'inherit'],
        });
        if (result.status !== 0) throw new Error(`building ${workspace} for the seeded template failed`);
    }
}

function freePort() {
    return new Promise(resolve => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });
}

/** The server listens only once the store is seeded and indexed (src/index.ts): the menu answering means done. */
async function seeded(url) {
    try {
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ menu(code: "mainmenu") { items { label } } }' }),
            signal: AbortSignal.timeout(5000),
        });
        const body = await res.json();
        return (body.data?.menu?.items.length ?? 0) > 0;
    } catch {
        return false;
    }
}

async function seed(target) {
    ensureBuilt();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/shop-api`;
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    const env = { ...process.env };
    // The template is the store itself, whatever the environment of the suite that happens to make it.
    for (const key of Object.keys(env)) {
        if (/^(DATABASE_URL|REDIS_URL|SMTP_|RECAPTCHA_|NEXI_|FINDOMESTIC_|RATE_LIMIT_|SEED_)/.test(key))
            delete env[key];
    }
    const child = spawn(process.execPath, ['dist/index.js'], {
        cwd: serverRoot,
        env: {
            ...env,
            NODE_ENV: 'development',
            DATA_DIR: target,
            SERVER_PORT: String(port),
            SERVER_HOST: '127.0.0.1',
            SUPERADMIN_USERNAME: TEMPLATE_SUPERADMIN.username,
            SUPERADMIN_PASSWORD: TEMPLATE_SUPERADMIN.password,
            LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', chunk => (log += chunk));
    child.stderr.on('data', chunk => (log += chunk));
    const exited = new Promise(resolve => child.once('exit', resolve));
    try {
        const deadline = Date.now() + READY_MS;
        for (;;) {
            if (child.exitCode !== null) throw new Error(`the seeding server exited with ${child.exitCode}:\n${log}`);
            if (await seeded(url)) break;
            if (Date.now() > deadline) throw new Error(`the store was not seeded in ${READY_MS / 1000} s:\n${log}`);
            await new Promise(resolve => setTimeout(resolve, 500));
        }
    } finally {
        // Stopped before copying, so the database file is whole.
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
    }
    // What a start leaves beside the store is not part of it.
    for (const name of ['mailbox', 'local-secrets.json', 'import-assets'])
        fs.rmSync(path.join(target, name), { recursive: true, force: true });
}

/** Keeps the newest few templates: each change to the sources makes a new one. */
function prune(keep) {
    const copies = fs
        .readdirSync(templatesDir)
        .filter(name => /^demo-store-[0-9a-f]+$/.test(name))
        .map(name => ({
            full: path.join(templatesDir, name),
            mtime: fs.statSync(path.join(templatesDir, name)).mtimeMs,
        }))
        .sort((a, b) => b.mtime - a.mtime);
    for (const old of copies.slice(keep)) fs.rmSync(old.full, { recursive: true, force: true });
}

export async function ensureTemplate() {
    const dir = templateDir();
    if (fs.existsSync(path.join(dir, 'shop.sqlite'))) return dir;
    const building = `${dir}.${process.pid}.tmp`;
    const started = Date.now();
    process.stderr.write('Seeding the demo store template for the tests (once per change to the server)…\n');
    try {
        await seed(building);
        try {
            fs.renameSync(building, dir);
        } catch (error) {
            // Another run made it meanwhile: keep theirs.
            if (!fs.existsSync(path.join(dir, 'shop.sqlite'))) throw error;
        }
    } finally {
        fs.rmSync(building, { recursive: true, force: true });
    }
    prune(3);
    process.stderr.write(`Demo store template ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}\n`);
    return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    ensureTemplate().then(
        dir => process.stdout.write(`${dir}\n`),
        error => {
            console.error(error);
            process.exit(1);
        },
    );
}
