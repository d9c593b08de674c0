// Security headers for every response; the CSP trusts inline scripts only by a per-request nonce.
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
    return randomBytes(16).toString('base64');
}

export interface SecurityHeaderOptions {
    nonce: string;
    production: boolean;
    /** Vite's dev server talks to the page over a websocket and injects inline styles. */
    development?: boolean;
}

export function contentSecurityPolicy({ nonce, development }: SecurityHeaderOptions): string {
    const directives: Record<string, string[]> = {
        'default-src': ["'self'"],
        // strict-dynamic lets the nonce-trusted entry load its own code-split chunks.
        'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
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
    };
    return Object.entries(directives)
        .map(([name, values]) => `${name} ${values.join(' ')}`)
        .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
    const headers: Record<string, string> = {
        'Content-Security-Policy': contentSecurityPolicy(options),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    };
    if (options.production) {
        headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    }
    return headers;
}

/**
 * Headers of the hashed bundles under /static. CSP, frame, opener and permissions policies only act on documents (and
 * workers, which are not served from there), so bundles leave them out: on HTTP/1.1 they were more bytes than most
 * chunks themselves. What matters for a script stays: no sniffing, our origin only, HTTPS.
 */
export function staticAssetHeaders({ production }: Pick<SecurityHeaderOptions, 'production'>): Record<string, string> {
    const headers: Record<string, string> = {
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
    };
    if (production) {
        headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    }
    return headers;
}
