/**
 * The built server as `npm start` runs it (NODE_ENV=development): requests Apollo refuses before any plugin runs (no
 * query, a GET without the CSRF header: 400; a PUT or DELETE, a mutation over GET: 405) answer with a code and no stack trace, so no
 * absolute path of the server's files leaves it (decision 019).
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { until } from './production-support';
import { testPort } from './shop-test-environment';

const serverRoot = path.join(__dirname, '..');
const port = testPort(4165);
const base = `http://127.0.0.1:${port}`;

describe('answers of the development server to malformed API requests', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-development-errors-'));
    let server: ChildProcess | undefined;
    let output = '';

    beforeAll(async () => {
        const child = spawn(process.execPath, ['dist/index.js'], {
            cwd: serverRoot,
            env: {
                ...process.env,
                NODE_ENV: 'development',
                DATA_DIR: dataDir,
                SERVER_PORT: String(port),
                ADMIN_UI_PORT: String(port + 1),
                SEED_DEMO_CATALOG: 'false',
                LOG_LEVEL: 'warn',
            },
        });
        for (const stream of [child.stdout, child.stderr]) stream?.on('data', chunk => (output += String(chunk)));
        server = child;
        const exited = new Promise<never>((_, reject) =>
            child.once('exit', code => reject(new Error(`The server stopped during the start (exit code ${code})`))),
        );
        await Promise.race([
            until(
                'the shop API',
                async () => {
                    const res = await fetch(`${base}/shop-api`, {
                        method: 'POST',
                        headers: { 'content-type': 'application/json' },
                        body: JSON.stringify({ query: '{ activeChannel { code } }' }),
                    });
                    return res.ok ? true : undefined;
                },
                300_000,
            ),
            exited,
        ]).catch(error => {
            throw new Error(`${error}\n${output}`);
        });
    });

    afterAll(async () => {
        const child = server;
        if (child && child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it.each([
        ['a PUT', 'shop-api', 'PUT', '{}', 405],
        ['a DELETE to the admin API', 'admin-api', 'DELETE', '', 405],
        [
            'a GET without the preflight header',
            'shop-api',
            'GET',
            'query=%7B%20activeChannel%20%7B%20code%20%7D%20%7D',
            400,
        ],
        ['a mutation over GET', 'shop-api', 'GET!', 'query=mutation%20%7B%20logout%20%7B%20success%20%7D%20%7D', 405],
        ['a POST without a query', 'shop-api', 'POST', '{}', 400],
    ])('answers %s with its status and a code, without a stack trace', async (_what, api, method, payload, status) => {
        const res = method.startsWith('GET')
            ? await fetch(`${base}/${api}?${payload}`, {
                  // GET! passes Apollo's CSRF check, to reach its refusal of a mutation over GET.
                  headers: method === 'GET!' ? { 'apollo-require-preflight': 'true' } : {},
              })
            : await fetch(`${base}/${api}`, {
                  method,
                  headers: { 'content-type': 'application/json' },
                  body: payload || undefined,
              });
        const text = await res.text();
        expect(res.status).toBe(status);
        const body = JSON.parse(text) as { errors: Array<{ extensions?: Record<string, unknown> }> };
        expect(body.errors[0]?.extensions?.code).toBe('BAD_REQUEST');
        expect(text).not.toContain('stacktrace');
        expect(text).not.toContain(serverRoot);
    });
});
