// Starts the built storefront (apps/storefront/build) for a benchmark, as `npm start` runs it: one process per core.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/storefront');

export function startStorefront({ port, shopApiUrl, env = {} }) {
    const buildDir = process.env.STOREFRONT_BUILD_DIR ?? 'build';
    const child = spawn(process.execPath, [`${buildDir}/http/server.js`], {
        cwd: storefrontDir,
        env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
            VENDURE_SHOP_API_URL: shopApiUrl,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            SESSION_SECRET: 'bench-session-secret-for-the-storefront-under-test',
            ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', c => (output += c));
    child.stderr.on('data', c => (output += c));
    const ready = new Promise((resolve, reject) => {
        const timer = setInterval(() => output.includes('Storefront ready') && (clearInterval(timer), resolve()), 100);
        child.on(
            'exit',
            code => (clearInterval(timer), reject(new Error(`storefront exited with ${code}\n${output}`))),
        );
    });
    return { child, ready, origin: `http://127.0.0.1:${port}` };
}
