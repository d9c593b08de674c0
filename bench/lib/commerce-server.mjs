// Starts the built commerce server (apps/server/dist) for a benchmark; `ready` resolves with the seconds it took.
// `stopCommerceServer` stops it and waits for it to exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** `script` may be the worker (dist/index-worker.js), which never answers HTTP: then `ready` resolves at once. */
export function startCommerceServer({ port, dataDir, env = {}, script = 'dist/index.js' }) {
    const started = performance.now();
    const child = spawn(
        process.execPath,
        [...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), script],
        {
            cwd: serverDir,
            env: {
                ...process.env,
                DATA_DIR: dataDir,
                SERVER_PORT: String(port),
                ADMIN_UI_PORT: String(port + 1),
                LOG_LEVEL: 'warn',
                ...env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
        },
    );
    let output = '';
    child.stdout.on('data', c => (output += c));
    child.stderr.on('data', c => (output += c));
    if (script !== 'dist/index.js') {
        child.on('exit', code => code && console.error(`${script} exited with ${code}\n${output}`));
        return { child, ready: Promise.resolve(0) };
    }
    const ready = new Promise((resolve, reject) => {
        const timer = setInterval(() => {
            if (output.includes('Commerce server ready')) {
                clearInterval(timer);
                resolve((performance.now() - started) / 1000);
            }
        }, 100);
        child.on('exit', code => {
            clearInterval(timer);
            reject(new Error(`server exited with ${code}\n${output}`));
        });
    });
    return { child, ready };
}

/** Stops a server `startCommerceServer` started (unless it has already exited) and resolves once it has exited. */
export async function stopCommerceServer({ child }) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise(resolve => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
}
