import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createNonce, securityHeaders, staticAssetHeaders } from '~/lib/http/security-headers';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** Headers Node and Express add to any answer; everything else must come from the middleware under test. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-type', 'content-length', 'etag']);

/** Serves one request through the middleware on a real server; the body is the nonce the response was given. */
async function answer(middleware: Middleware): Promise<{ headers: Record<string, string>; nonce: string }> {
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware);
    app.get('/', (_req, res) => {
        res.type('text/plain').send(String(res.locals.nonce ?? ''));
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise(resolve => server.once('listening', resolve));
    try {
        const { port } = server.address() as AddressInfo;
        return await new Promise((resolve, reject) => {
            http.get({ host: '127.0.0.1', port, path: '/', agent: false }, res => {
                let body = '';
                res.setEncoding('utf8');
                res.on('data', chunk => (body += chunk));
                res.on('end', () => {
                    const headers = Object.fromEntries(
                        Object.entries(res.headers).filter(([name]) => !TRANSPORT.has(name)),
                    ) as Record<string, string>;
                    resolve({ headers, nonce: body });
                });
            }).on('error', reject);
        });
    } finally {
        server.closeAllConnections();
        await new Promise(resolve => server.close(resolve));
    }
}

describe('securityHeaders', () => {
    it('trusts inline scripts only through the nonce', async () => {
        const { headers, nonce } = await answer(securityHeaders({ production: false }));
        const csp = headers['content-security-policy'];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('sends exactly this policy and these headers, nothing else', async () => {
        const { headers, nonce } = await answer(securityHeaders({ production: false }));
        expect(headers).toEqual({
            'content-security-policy': [
                "default-src 'self'",
                `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
                "style-src 'self' 'unsafe-inline'",
                "img-src 'self' data: blob:",
                "font-src 'self' data:",
                "connect-src 'self'",
                "worker-src 'self'",
                "manifest-src 'self'",
                "frame-src 'none'",
                "frame-ancestors 'none'",
                "form-action 'self'",
                "base-uri 'self'",
                "object-src 'none'",
            ].join(';'),
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'strict-origin-when-cross-origin',
            'x-frame-options': 'DENY',
            'cross-origin-opener-policy': 'same-origin',
            'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
        });
    });

    it("lets the development page reach Vite's websocket", async () => {
        const { headers } = await answer(securityHeaders({ production: false, development: true }));
        expect(headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    });

    it('sends HSTS only in production', async () => {
        expect((await answer(securityHeaders({ production: false }))).headers['strict-transport-security']).toBe(
            undefined,
        );
        expect((await answer(securityHeaders({ production: true }))).headers['strict-transport-security']).toBe(
            'max-age=31536000; includeSubDomains',
        );
    });

    it('gives every response its own nonce', async () => {
        const middleware = securityHeaders({ production: true });
        const [a, b] = await Promise.all([answer(middleware), answer(middleware)]);
        expect(a.nonce).not.toBe(b.nonce);
        expect(a.headers['content-security-policy']).toContain(`'nonce-${a.nonce}'`);
        expect(b.headers['content-security-policy']).toContain(`'nonce-${b.nonce}'`);
    });

    it('makes a fresh unguessable nonce each time', () => {
        const nonces = new Set(Array.from({ length: 50 }, createNonce));
        expect(nonces.size).toBe(50);
        for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    });
});

describe('staticAssetHeaders', () => {
    it('keeps what applies to scripts and leaves document-only policies out', async () => {
        const { headers } = await answer(staticAssetHeaders({ production: true }));
        expect(headers).toEqual({
            'x-content-type-options': 'nosniff',
            'cross-origin-resource-policy': 'same-origin',
            'strict-transport-security': 'max-age=31536000; includeSubDomains',
        });
        expect((await answer(staticAssetHeaders({ production: false }))).headers['strict-transport-security']).toBe(
            undefined,
        );
    });
});
