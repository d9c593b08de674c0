// Security headers for every response, set through helmet; the CSP trusts inline scripts only by a per-request nonce.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export function createNonce(): string {
    return randomBytes(16).toString('base64');
}

export interface SecurityHeaderOptions {
    production: boolean;
    /** Vite's dev server talks to the page over a websocket and injects inline styles. */
    development?: boolean;
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** One year, subdomains included: only sent in production, where the shop is served over HTTPS. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false } as const;

/** Helmet's other defaults (Origin-Agent-Cluster, X-XSS-Protection, X-DNS-Prefetch-Control, …) are left off. */
const NOTHING_ELSE = {
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
} as const;

/**
 * Headers of pages and everything else that is not a hashed bundle. Gives the response a fresh nonce in
 * `res.locals.nonce`, which the CSP names and React Router's load context hands to the inline scripts.
 */
export function securityHeaders({ production, development }: SecurityHeaderOptions): Middleware {
    const headers = helmet({
        ...NOTHING_ELSE,
        contentSecurityPolicy: {
            useDefaults: false,
            directives: {
                'default-src': ["'self'"],
                // strict-dynamic lets the nonce-trusted entry load its own code-split chunks.
                'script-src': [
                    "'self'",
                    (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
                    "'strict-dynamic'",
                ],
                // Radix positions popovers with inline style attributes.
                'style-src': ["'self'", "'unsafe-inline'"],
                'img-src': ["'self'", 'data:', 'blob:'],
                'font-src': ["'self'", 'data:'],
                'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
                'worker-src': ["'self'"],
                'manifest-src': ["'self'"],
                'frame-src': ["'none'"],
                'frame-ancestors': ["'none'"],
                'form-action': ["'self'"],
                'base-uri': ["'self'"],
                'object-src': ["'none'"],
            },
        },
        xContentTypeOptions: true,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        // Documents do not need it: pictures and bundles are only ever loaded by our own pages.
        crossOriginResourcePolicy: false,
        strictTransportSecurity: production ? HSTS : false,
    });
    return (req, res, next) => {
        res.locals.nonce = createNonce();
        // Helmet has no Permissions-Policy.
        res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
        headers(req, res, next);
    };
}

/**
 * Headers of the hashed bundles under /static. CSP, frame, opener and permissions policies only act on documents (and
 * workers, which are not served from there), so bundles leave them out: on HTTP/1.1 they were more bytes than most
 * chunks themselves. What matters for a script stays: no sniffing, our origin only, HTTPS.
 */
export function staticAssetHeaders({ production }: Pick<SecurityHeaderOptions, 'production'>): Middleware {
    return helmet({
        ...NOTHING_ELSE,
        contentSecurityPolicy: false,
        xContentTypeOptions: true,
        referrerPolicy: false,
        xFrameOptions: false,
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-origin' },
        strictTransportSecurity: production ? HSTS : false,
    });
}
