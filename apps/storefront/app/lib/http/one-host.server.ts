// One address for the shop on this machine: `npm start` prints localhost, yet 127.0.0.1 reaches the same server, and
// cookies (the cart, the sign-in, the payment's way back) belong to one host name only. A request to another loopback
// name than PUBLIC_URL's goes to PUBLIC_URL's, so a shopper never splits a visit across the two. In production the
// storefront refuses to start when PUBLIC_URL and STOREFRONT_ORIGIN disagree (env.server.ts).
import type { NextFunction, Request, Response } from 'express';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostnameOf(host: string): string | null {
    try {
        return new URL(`http://${host}`).hostname.toLowerCase();
    } catch {
        return null;
    }
}

/**
 * Where a request must go instead, or null to answer it: only a loopback public address is enforced (a real host name
 * behind proxies is reached by its own name, and health checks by any), and only for another loopback name.
 */
export function otherLoopbackHostRedirect(
    publicOrigin: string | null,
    hostHeader: string | undefined,
    originalUrl: string,
): string | null {
    if (!publicOrigin || !hostHeader) return null;
    const wanted = new URL(publicOrigin);
    if (!LOOPBACK_HOSTS.has(wanted.hostname.toLowerCase())) return null;
    const asked = hostnameOf(hostHeader);
    if (asked === null || !LOOPBACK_HOSTS.has(asked) || asked === wanted.hostname.toLowerCase()) return null;
    // Same-origin path only: the URL is the request's own path and query, on the configured origin.
    const path = originalUrl.startsWith('/') && !originalUrl.startsWith('//') ? originalUrl : '/';
    return `${wanted.origin}${path}`;
}

export function oneLoopbackHost(publicOrigin: string | null) {
    return function oneHost(req: Request, res: Response, next: NextFunction) {
        const target = otherLoopbackHostRedirect(publicOrigin, req.headers.host, req.originalUrl);
        if (!target) {
            next();
            return;
        }
        // 307 keeps the method and body of a form post; never kept, as the next start may print another address.
        res.status(307).set('Location', target).set('Cache-Control', 'no-store').end();
    };
}
