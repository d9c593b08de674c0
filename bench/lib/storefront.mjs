// Starts the built storefront (apps/storefront/build) for a benchmark, as `npm start` runs it: one process per core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

/** A process's CPU time so far (user + system, in clock ticks) and its parent's id, from /proc/<pid>/stat. */
function processStat(pid) {
    try {
        // The fields after the command name's closing parenthesis: state, ppid, … utime and stime are the 12th and 13th.
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
        return null; // gone meanwhile
    }
}

/**
 * CPU time (user + system, ms) the storefront's processes have used so far: the primary and its workers, read from
 * /proc (Linux). The difference over a load run, per request, is a steadier figure than requests per second on a
 * shared machine, where the other processes' share of the cores changes from run to run.
 */
export function storefrontCpuMs({ child }) {
    let ticks = processStat(child.pid)?.ticks ?? 0;
    for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = processStat(entry);
        if (stat?.parent === child.pid) ticks += stat.ticks;
    }
    return ticks * 10; // USER_HZ is 100 on Linux
}
