// The README's first command: `npm start` brings up the commerce server and the storefront, and the Italian home
// page answers with the real menu; stopping it stops every process it started. Its first start's seed is the one every
// suite shares (apps/server/test/seeded-template.mjs): the data folder starts as a copy of it, as a later start finds it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
    return new Promise(resolve => {
        const server = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });
}

test(
    'npm start serves the Italian home page with the menu from the commerce server',
    { timeout: 600_000 },
    async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-test-'));
        const template = execFileSync(process.execPath, [path.join(root, 'apps/server/test/seeded-template.mjs')], {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'inherit'],
        }).trim();
        fs.cpSync(template, dataDir, { recursive: true });
        const [port, serverPort] = [await freePort(), await freePort()];
        const child = spawn(process.execPath, ['scripts/start.mjs'], {
            cwd: root,
            env: {
                ...process.env,
                DATA_DIR: dataDir,
                PORT: String(port),
                SERVER_PORT: String(serverPort),
                LOG_LEVEL: 'warn',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', chunk => (output += chunk));
        child.stderr.on('data', chunk => (output += chunk));
        try {
            const deadline = Date.now() + 540_000;
            let html = '';
            while (Date.now() < deadline) {
                assert.equal(child.exitCode, null, `npm start exited:\n${output}`);
                try {
                    // The printed address: another name for this machine is sent there (one host for the cookies).
                    const response = await fetch(`http://localhost:${port}/it`);
                    if (response.status === 200) {
                        html = await response.text();
                        break;
                    }
                } catch {
                    // not listening yet
                }
                await new Promise(resolve => setTimeout(resolve, 1000));
            }
            assert.match(output, new RegExp(`The shop is starting at http://localhost:${port}/it`));
            assert.match(html, /<html lang="it"/);
            assert.match(html, /<title>Scintilla<\/title>/);
            assert.match(html, /Telefonia/);
            assert.match(html, /Spedizione gratuita in Italia da 100 €/);
        } finally {
            child.kill('SIGTERM');
            await new Promise(resolve => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
            fs.rmSync(dataDir, { recursive: true, force: true });
        }
        // Nothing keeps listening once the launcher has stopped.
        await new Promise(resolve => setTimeout(resolve, 1500));
        await assert.rejects(fetch(`http://127.0.0.1:${port}/it`));
        await assert.rejects(fetch(`http://127.0.0.1:${serverPort}/shop-api`));
    },
);
