// The /assets proxy: product pictures and logos come from the commerce server, the browser only talks to the storefront.
import http from 'node:http';
import https from 'node:https';
import { assetQueryProblem } from '@shop/rules';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** What a conditional or partial image request needs; cookies and the rest of the shopper's headers stay here. */
const FORWARDED_REQUEST_HEADERS = new Set(['host', 'accept', 'if-none-match', 'if-modified-since', 'range']);
/** What the browser needs to cache and show an image; nothing else of the commerce server's answer is passed on. */
const KEPT_RESPONSE_HEADERS = new Set([
    'content-type',
    'content-length',
    'cache-control',
    'etag',
    'last-modified',
    'content-range',
    'accept-ranges',
    // The asset server's own policy for a file staff uploaded: a sandboxing CSP, no type sniffing, and an SVG or HTML
    // file downloaded rather than run on the shop's origin. It replaces the page policy set before the proxy.
    'content-security-policy',
    'x-content-type-options',
    'content-disposition',
]);

/**
 * The commerce server path for what follows `/assets` in the storefront's URL, or null when it would reach anything
 * outside /assets/: no dot segments, backslashes or encoded separators, checked before and after URL resolution.
 */
export function assetUpstreamPath(rest: string, origin: URL): string | null {
    if (/(^|[\\/])\.\.?([\\/?]|$)|\\|%2e|%2f|%5c/i.test(rest.split('?')[0] ?? '')) return null;
    const target = new URL('/assets' + rest, origin);
    if (target.origin !== origin.origin || !target.pathname.startsWith('/assets/')) return null;
    return target.pathname + target.search;
}

/**
 * Whether the commerce server serves the picture at the size and format the query asks: the presets and the gallery's
 * srcset widths only (`@shop/rules`), so that a free size costs neither a trip upstream nor a resize there.
 */
export function servedAssetQuery(url: string): boolean {
    const at = url.indexOf('?');
    return assetQueryProblem(new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) === null;
}

/** The middleware chain to mount at `/assets`. */
export function assetProxy(origin: URL, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): RequestHandler[] {
    const guard = (req: Request, res: Response, next: NextFunction) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
            res.status(405).set('Allow', 'GET, HEAD').end();
            return;
        }
        const upstreamPath = assetUpstreamPath(req.url, origin);
        if (upstreamPath === null) {
            res.status(404).end();
            return;
        }
        if (!servedAssetQuery(req.url)) {
            res.status(400)
                .set('Cache-Control', 'no-store')
                .type('text/plain')
                .send('Unsupported picture size or format');
            return;
        }
        req.url = upstreamPath;
        next();
    };

    const proxy = createProxyMiddleware<Request, Response>({
        target: origin.origin,
        changeOrigin: true,
        // Without an agent every picture would open a new connection to the commerce server.
        agent:
            origin.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true }),
        proxyTimeout: timeoutMs,
        on: {
            proxyReq(proxyReq) {
                for (const name of proxyReq.getHeaderNames()) {
                    if (!FORWARDED_REQUEST_HEADERS.has(name)) proxyReq.removeHeader(name);
                }
            },
            proxyRes(proxyRes) {
                for (const name of Object.keys(proxyRes.headers)) {
                    if (!KEPT_RESPONSE_HEADERS.has(name)) delete proxyRes.headers[name];
                }
                if (!proxyRes.headers['cache-control'] && (proxyRes.statusCode ?? 500) < 400) {
                    proxyRes.headers['cache-control'] = 'public, max-age=86400';
                }
            },
            // The commerce server away or too slow: an uncached 502, never the default page naming the upstream host.
            error(_error, _req, res) {
                if (!(res instanceof http.ServerResponse)) {
                    res.destroy();
                    return;
                }
                if (res.headersSent) {
                    res.destroy();
                    return;
                }
                res.statusCode = 502;
                res.setHeader('Cache-Control', 'no-store');
                res.end();
            },
        },
    });

    return [guard, proxy];
}
