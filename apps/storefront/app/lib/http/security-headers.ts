// Security headers for every response, set through helmet; the CSP trusts inline scripts only by a per-request nonce.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { RecaptchaConfig } from '~/lib/bot-check/recaptcha';

export function createNonce(): string {
    return randomBytes(16).toString('base64');
}

export interface SecurityHeaderOptions {
    production: boolean;
    /** Vite's dev server talks to the page over a websocket and injects inline styles. */
    development?: boolean;
    /** With the bot check on, pages may load reCAPTCHA's script and frames (decision 029); null or absent: nothing. */
    recaptcha?: RecaptchaConfig | null;
    /** The payment providers' pages checkout's form posts to (XPay's hosted page, a local sandbox). */
    paymentFormOrigins?: readonly string[];
}

/** What a page needs beyond our own origin for reCAPTCHA, by directive. */
export interface RecaptchaSources {
    script: string[];
    frame: string[];
}

/**
 * Google's list for reCAPTCHA under a CSP (its FAQ): the script from www.google.com/recaptcha/, which loads the rest
 * from www.gstatic.com/recaptcha/, and its frames from www.google.com/recaptcha/ or recaptcha.google.com/recaptcha/.
 * Any other script URL (the sandbox's) gets its own origin for the script alone: it has no frames.
 */
export function recaptchaSources(recaptcha: RecaptchaConfig | null | undefined): RecaptchaSources {
    if (!recaptcha) return { script: [], frame: [] };
    const url = new URL(recaptcha.scriptUrl);
    if (url.origin === 'https://www.google.com') {
        return {
            script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
            frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
        };
    }
    return { script: [url.origin], frame: [] };
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
export function securityHeaders({
    production,
    development,
    recaptcha,
    paymentFormOrigins = [],
}: SecurityHeaderOptions): Middleware {
    const extra = recaptchaSources(recaptcha);
    const headers = helmet({
        ...NOTHING_ELSE,
        contentSecurityPolicy: {
            useDefaults: false,
            directives: {
                'default-src': ["'self'"],
                // strict-dynamic lets the nonce-trusted entry load its own code-split chunks, and reCAPTCHA's script,
                // which our code adds with the page's nonce; browsers that know strict-dynamic ignore host sources, so
                // reCAPTCHA's are there for those that do not.
                'script-src': [
                    "'self'",
                    (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
                    "'strict-dynamic'",
                    ...extra.script,
                ],
                // Radix positions popovers with inline style attributes.
                'style-src': ["'self'", "'unsafe-inline'"],
                'img-src': ["'self'", 'data:', 'blob:'],
                'font-src': ["'self'", 'data:'],
                'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
                'worker-src': ["'self'"],
                'manifest-src': ["'self'"],
                'frame-src': extra.frame.length > 0 ? extra.frame : ["'none'"],
                'frame-ancestors': ["'none'"],
                // Checkout posts the signed payment form to the provider's hosted page (decision 033).
                'form-action': ["'self'", ...paymentFormOrigins],
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
 * Headers of what a page loads rather than shows on its own: CSP, frame, opener, referrer and permissions policies
 * only act on documents (and workers, which are not served from there), so they are left out. No sniffing and HTTPS
 * stay, and the resource policy each kind needs.
 */
function subresourceHeaders(production: boolean, resourcePolicy: false | { policy: 'same-origin' }): Middleware {
    return helmet({
        ...NOTHING_ELSE,
        contentSecurityPolicy: false,
        xContentTypeOptions: true,
        referrerPolicy: false,
        xFrameOptions: false,
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: resourcePolicy,
        strictTransportSecurity: production ? HSTS : false,
    });
}

/**
 * Headers of the hashed bundles under /static: on HTTP/1.1 the document-only policies were more bytes than most chunks
 * themselves. A script is for our own origin only.
 */
export function staticAssetHeaders({ production }: Pick<SecurityHeaderOptions, 'production'>): Middleware {
    return subresourceHeaders(production, { policy: 'same-origin' });
}

/**
 * Headers of the pictures under /assets: a phone's first visit fetches the page's largest picture in the same round
 * trips as the stylesheet, and the document-only policies were 200 of its bytes. No Cross-Origin-Resource-Policy: an
 * e-mail or another site may show our product pictures. The asset server's own sandboxing CSP, which the /assets proxy
 * passes on, still covers a file opened on its own.
 */
export function pictureHeaders({ production }: Pick<SecurityHeaderOptions, 'production'>): Middleware {
    return subresourceHeaders(production, false);
}
