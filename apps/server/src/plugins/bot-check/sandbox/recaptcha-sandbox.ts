/**
 * A local stand-in for Google reCAPTCHA v3's two endpoints (italy-facts §7), for tests and development: `api.js`
 * defines `window.grecaptcha` and `siteverify` answers Google's JSON by Google's rules. Imports nothing but Node's own
 * modules, so the storefront's tests can import this file by path as well.
 *
 * Tokens are not signed: the sandbox checks their shape, their age and that each is verified once, which is all a
 * caller of siteverify can observe. A test that has no browser mints one with `sandboxToken`, as api.js would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret the sandbox accepts unless given another. */
export const SANDBOX_SECRET = 'recaptcha-sandbox-secret';

/** A token is valid for two minutes and can be verified once (Google's rule). */
export const SANDBOX_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/** The score of every token, unless the site key asks for a low one. */
export const SANDBOX_SCORE = 0.9;

/** The score of a token made with a site key containing `lowscore`: what Google gives a likely bot. */
export const SANDBOX_LOW_SCORE = 0.1;

const TOKEN_PREFIX = 'sandbox_';

/** What a sandbox token records; Google's tokens are opaque, these are base64url JSON after the prefix. */
export interface SandboxTokenClaims {
    /** The site key given to `execute`. */
    siteKey: string;
    action: string;
    /** The hostname of the page that asked for the token. */
    hostname: string;
    score: number;
    /** Milliseconds since the epoch when `execute` ran. */
    issuedAt: number;
    /** Makes every token unique, so a replay is recognisable. */
    nonce: string;
}

/** The score a site key asks for: `lowscore` anywhere in it gives a likely bot's. */
export function sandboxScoreFor(siteKey: string): number {
    return siteKey.includes('lowscore') ? SANDBOX_LOW_SCORE : SANDBOX_SCORE;
}

/** A token as the sandbox's api.js makes it; defaults are a fresh human-looking token made on `localhost`. */
export function sandboxToken(claims: Partial<SandboxTokenClaims> & Pick<SandboxTokenClaims, 'action'>): string {
    const siteKey = claims.siteKey ?? 'sandbox-site-key';
    const full: SandboxTokenClaims = {
        siteKey,
        hostname: 'localhost',
        score: sandboxScoreFor(siteKey),
        issuedAt: Date.now(),
        nonce: Math.random().toString(36).slice(2) + Date.now().toString(36),
        ...claims,
    };
    return TOKEN_PREFIX + Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
}

/** The claims of a well-formed sandbox token, or null for anything else. */
export function readSandboxToken(token: string): SandboxTokenClaims | null {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const body = token.slice(TOKEN_PREFIX.length);
    if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
    let claims: unknown;
    try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
        return null;
    }
    if (typeof claims !== 'object' || claims === null) return null;
    const c = claims as Record<string, unknown>;
    const strings = [c.siteKey, c.action, c.hostname, c.nonce].every(v => typeof v === 'string' && v.length > 0);
    const numbers = [c.score, c.issuedAt].every(v => typeof v === 'number' && Number.isFinite(v));
    if (!strings || !numbers) return null;
    return claims as SandboxTokenClaims;
}

/**
 * The browser script: `grecaptcha.ready(cb)` and `grecaptcha.execute(siteKey, { action })`, which resolves to a token
 * recording the action, the page's hostname, the score, the time and a random nonce. Like Google's, `execute` with a
 * site key other than the one in `?render=` fails.
 */
export function sandboxScript(siteKey: string): string {
    const key = JSON.stringify(siteKey).replace(/</g, '\\u003c');
    return `/* reCAPTCHA v3 sandbox: not Google's script. */
(function () {
    var siteKey = ${key};
    var score = ${sandboxScoreFor(siteKey)};
    function base64url(text) {
        var bytes = new TextEncoder().encode(text);
        var binary = '';
        for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
        return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    }
    function nonce() {
        var values = new Uint32Array(4);
        crypto.getRandomValues(values);
        return Array.prototype.map.call(values, function (v) { return v.toString(36); }).join('');
    }
    window.grecaptcha = {
        ready: function (callback) { setTimeout(callback, 0); },
        execute: function (key, options) {
            if (key !== siteKey) return Promise.reject(new Error('Invalid site key or not loaded in api.js: ' + key));
            var action = options && typeof options.action === 'string' ? options.action : '';
            var claims = { siteKey: key, action: action, hostname: location.hostname, score: score,
                issuedAt: Date.now(), nonce: nonce() };
            return Promise.resolve(${JSON.stringify(TOKEN_PREFIX)} + base64url(JSON.stringify(claims)));
        },
    };
})();
`;
}

/** Google's answer: `success` and, when it fails, `error-codes`; the token's details when it succeeds. */
export interface SiteverifyAnswer {
    success: boolean;
    score?: number;
    action?: string;
    challenge_ts?: string;
    hostname?: string;
    'error-codes'?: string[];
}

export interface RecaptchaSandboxOptions {
    /** The secret siteverify accepts (SANDBOX_SECRET by default). */
    secret?: string;
    /** The clock, for tests of the two-minute rule. */
    now?: () => number;
}

/** Verifies tokens as Google does: once each, within two minutes, with the right secret. */
export function createSiteverify(options: RecaptchaSandboxOptions = {}) {
    const secret = options.secret ?? SANDBOX_SECRET;
    const now = options.now ?? Date.now;
    /** Nonces already verified, until their token would be too old anyway. */
    const verified = new Map<string, number>();

    return function siteverify(params: URLSearchParams): SiteverifyAnswer {
        const time = now();
        for (const [nonce, expires] of verified) if (expires <= time) verified.delete(nonce);
        const errors: string[] = [];
        const givenSecret = params.get('secret');
        if (!givenSecret) errors.push('missing-input-secret');
        else if (givenSecret !== secret) errors.push('invalid-input-secret');
        const response = params.get('response');
        if (!response) errors.push('missing-input-response');
        if (errors.length > 0 || !response) return { success: false, 'error-codes': errors };

        const claims = readSandboxToken(response);
        if (!claims) return { success: false, 'error-codes': ['invalid-input-response'] };
        const expires = claims.issuedAt + SANDBOX_TOKEN_LIFETIME_MS;
        if (verified.has(claims.nonce) || expires <= time) {
            return { success: false, 'error-codes': ['timeout-or-duplicate'] };
        }
        verified.set(claims.nonce, expires);
        return {
            success: true,
            // Google's format: seconds, no fraction (yyyy-MM-dd'T'HH:mm:ssZZ).
            challenge_ts: new Date(claims.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
            hostname: claims.hostname,
            score: claims.score,
            action: claims.action,
        };
    };
}

type NodeHandler = (
    req: http.IncomingMessage & { body?: unknown },
    res: http.ServerResponse,
    next?: () => void,
) => void;

async function formParams(req: http.IncomingMessage & { body?: unknown }): Promise<URLSearchParams> {
    const params = new URLSearchParams(new URL(req.url ?? '/', 'http://sandbox').search);
    let body: string;
    if (typeof req.body === 'object' && req.body !== null) {
        // Already read by a body parser in front of the sandbox.
        body = new URLSearchParams(req.body as Record<string, string>).toString();
    } else {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        body = Buffer.concat(chunks).toString('utf8');
    }
    for (const [name, value] of new URLSearchParams(body)) params.set(name, value);
    return params;
}

/**
 * Answers `…/api.js?render=KEY` and `…/siteverify` wherever it is mounted; anything else goes to `next` (or 404).
 */
export function recaptchaSandboxHandler(options: RecaptchaSandboxOptions = {}): NodeHandler {
    const siteverify = createSiteverify(options);
    return (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://sandbox');
        if (url.pathname.endsWith('/api.js') && (req.method === 'GET' || req.method === 'HEAD')) {
            const siteKey = url.searchParams.get('render') ?? '';
            res.writeHead(200, {
                'content-type': 'text/javascript; charset=utf-8',
                'cache-control': 'no-store',
                // Loaded by the storefront's pages from another origin.
                'cross-origin-resource-policy': 'cross-origin',
            });
            res.end(req.method === 'HEAD' ? undefined : sandboxScript(siteKey));
            return;
        }
        if (url.pathname.endsWith('/siteverify')) {
            if (req.method !== 'POST') {
                res.writeHead(405, { allow: 'POST' }).end();
                return;
            }
            formParams(req).then(
                params => {
                    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
                    res.end(JSON.stringify(siteverify(params)));
                },
                () => res.writeHead(400).end(),
            );
            return;
        }
        if (next) next();
        else res.writeHead(404).end();
    };
}

export interface RecaptchaSandbox {
    /** http://127.0.0.1:PORT */
    origin: string;
    /** The address for RECAPTCHA_SCRIPT_URL. */
    scriptUrl: string;
    /** The address for RECAPTCHA_VERIFY_URL. */
    verifyUrl: string;
    /** The value for RECAPTCHA_SECRET_KEY. */
    secret: string;
    close(): Promise<void>;
}

/** The sandbox on a port of its own (0: any free one), for tests that start the apps as processes. */
export async function startRecaptchaSandbox(
    options: RecaptchaSandboxOptions & { port?: number; host?: string } = {},
): Promise<RecaptchaSandbox> {
    const host = options.host ?? '127.0.0.1';
    const server = http.createServer(recaptchaSandboxHandler(options));
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, host, () => resolve());
    });
    const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
    return {
        origin,
        scriptUrl: `${origin}/recaptcha/api.js`,
        verifyUrl: `${origin}/recaptcha/api/siteverify`,
        secret: options.secret ?? SANDBOX_SECRET,
        close: () =>
            new Promise<void>(resolve => {
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}
