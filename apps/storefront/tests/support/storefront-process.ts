// Starts the built storefront (build/http/server.js) on a free 127.0.0.1 port and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The public address test storefronts run under (production requires one). Not their own 127.0.0.1 origin, on purpose:
 * an absolute URL built from the request's Host would then differ from it.
 */
export const TEST_PUBLIC_URL = 'https://www.negozio.example';
/** Signs the test storefront's `customer` cookies; tests that forge one sign with it. */
export const TEST_SESSION_SECRET = 'test-session-secret-for-the-storefront-under-test';

export interface StorefrontProcess {
    origin: string;
    /** The server process (the only one: tests run without WEB_CONCURRENCY workers). */
    pid: number;
    output: () => string;
    stop(): Promise<void>;
}

export async function startStorefront(env: Record<string, string>): Promise<StorefrontProcess> {
    const buildDir = process.env.STOREFRONT_BUILD_DIR ?? 'build';
    const child: ChildProcess = spawn(process.execPath, [`${buildDir}/http/server.js`], {
        cwd: root,
        env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: '0',
            PUBLIC_URL: TEST_PUBLIC_URL,
            SESSION_SECRET: TEST_SESSION_SECRET,
            // Tests change the catalog and stop the commerce server between requests and expect each page to show it;
            // the cache of pages for shoppers without cookies is tested on its own (tests/http/page-cache.test.ts).
            PAGE_CACHE_SECONDS: '0',
            ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const origin = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`storefront did not start:\n${output}`)), 20_000);
        const onData = (chunk: Buffer) => {
            output += chunk.toString();
            const match = /ready at (http:\/\/[^/\s]+)\//.exec(output);
            if (match?.[1]) {
                clearTimeout(timer);
                resolve(match[1]);
            }
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.on('exit', code => {
            clearTimeout(timer);
            reject(new Error(`storefront exited with ${code}:\n${output}`));
        });
    });
    return {
        origin,
        pid: child.pid as number,
        output: () => output,
        stop: () =>
            new Promise<void>(resolve => {
                if (child.exitCode !== null) return resolve();
                child.once('exit', () => resolve());
                child.kill('SIGTERM');
            }),
    };
}

export interface RawResponse {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: string;
}

/** A GET with the path sent byte for byte: fetch would normalise `\` and `..`, hiding what attackers send. */
export function rawRequest(
    origin: string,
    path: string,
    options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
        const req = http.request(
            { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
            res => {
                let body = '';
                res.setEncoding('utf8');
                res.on('data', chunk => (body += chunk));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
            },
        );
        req.on('error', reject);
        req.end();
    });
}
