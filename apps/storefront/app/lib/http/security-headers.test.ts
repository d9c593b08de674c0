import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { describe, expect, it } from 'vitest';
import {
    createNonce,
    pictureHeaders,
    recaptchaSources,
    securityHeaders,
    staticAssetHeaders,
} from '~/lib/http/security-headers';

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

    it("opens exactly Google's reCAPTCHA script and frame sources when the bot check is on", async () => {
        const recaptcha = { siteKey: 'site-key', scriptUrl: 'https://www.google.com/recaptcha/api.js' };
        const { headers, nonce } = await answer(securityHeaders({ production: true, recaptcha }));
        const directives = headers['content-security-policy']!.split(';');
        expect(directives).toContain(
            `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
        );
        expect(directives).toContain(
            'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
        );
        // Nothing else moves: no inline scripts, no connections or pictures from Google, still never framed.
        const off = (await answer(securityHeaders({ production: true }))).headers['content-security-policy']!.split(
            ';',
        );
        const changed = directives.filter(d => !off.includes(d)).map(d => d.split(' ')[0]);
        expect(changed).toEqual(['script-src', 'frame-src']);
        expect(directives).toContain("frame-ancestors 'none'");
    });

    it("opens the sandbox's origin for the script alone when reCAPTCHA's script is the sandbox's", async () => {
        const recaptcha = { siteKey: 'site-key', scriptUrl: 'http://127.0.0.1:4115/recaptcha/api.js' };
        const { headers, nonce } = await answer(securityHeaders({ production: false, recaptcha }));
        const csp = headers['content-security-policy'];
        expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' http://127.0.0.1:4115;`);
        expect(csp).toContain("frame-src 'none'");
        expect(csp).not.toContain('google');
    });

    it("lets forms post to the payment provider's page and nowhere else", async () => {
        const { headers } = await answer(
            securityHeaders({ production: true, paymentFormOrigins: ['https://int-ecommerce.nexi.it'] }),
        );
        expect(headers['content-security-policy']).toContain("form-action 'self' https://int-ecommerce.nexi.it;");
        const { headers: plain } = await answer(securityHeaders({ production: true }));
        expect(plain['content-security-policy']).toContain("form-action 'self';");
    });

    it('opens nothing for reCAPTCHA when the bot check is off', async () => {
        for (const recaptcha of [null, undefined]) {
            const { headers, nonce } = await answer(securityHeaders({ production: true, recaptcha }));
            expect(headers['content-security-policy']).toContain(
                `script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`,
            );
            expect(headers['content-security-policy']).toContain("frame-src 'none'");
            expect(headers['content-security-policy']).not.toContain('google');
        }
        expect(recaptchaSources(null)).toEqual({ script: [], frame: [] });
    });

    it('takes the Google lists only for www.google.com itself', () => {
        const lookalike = { siteKey: 'k', scriptUrl: 'https://www.google.com.evil.example/recaptcha/api.js' };
        expect(recaptchaSources(lookalike)).toEqual({ script: ['https://www.google.com.evil.example'], frame: [] });
        const plain = { siteKey: 'k', scriptUrl: 'http://www.google.com/recaptcha/api.js' };
        expect(recaptchaSources(plain)).toEqual({ script: ['http://www.google.com'], frame: [] });
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

describe('pictureHeaders', () => {
    it('keeps no sniffing and HTTPS, and leaves out the document-only policies and the resource policy', async () => {
        const { headers } = await answer(pictureHeaders({ production: true }));
        expect(headers).toEqual({
            'x-content-type-options': 'nosniff',
            'strict-transport-security': 'max-age=31536000; includeSubDomains',
        });
        expect((await answer(pictureHeaders({ production: false }))).headers).toEqual({
            'x-content-type-options': 'nosniff',
        });
    });
});
