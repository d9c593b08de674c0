// Catalog pages as a shopper without cookies sees them, kept for a few seconds (decision 041). Such a shopper (a first
// visit, a link from a search engine or a price comparison site, a crawler) gets exactly the HTML every other one gets:
// no cart, no customer, no message. Only the CSP nonce differs per response, so a kept page is served again with the
// new response's nonce in place of the old one. Any cookie, any other method, any answer but a 200 page without
// Set-Cookie goes through React Router as before.
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** Catalog addresses only: home, categories, products, search, offers and brands, and their aliases (routes.ts). */
const CACHEABLE_PATH =
    /^\/(?:it(?:\/(?:|[Hh]ome|c\/[^/]+|p\/[^/]+|[Cc]ategory|[Pp]roduct|[Ss]earch|[Oo]fferte|[Mm]arca\/[^/]+))?)?$/;
/** React Router's data requests (/it/c/tv.data) answer a page's loaders, not its document. */
const DATA_REQUEST = /\.data$/;

/** Headers that belong to the response that made the page, not to the page. */
const RESPONSE_OWN_HEADERS = new Set([
    'content-security-policy',
    'content-encoding',
    'content-length',
    'transfer-encoding',
    'etag',
    'vary',
    'date',
    'connection',
    'keep-alive',
    'set-cookie',
    'x-page-cache',
]);

interface KeptPage {
    body: string;
    nonce: string;
    headers: Array<[string, string | number | string[]]>;
}

export interface PageCacheOptions {
    /** How long a page is served again; 0 turns the cache off. */
    ttlMs: number;
    /** Characters of HTML kept in all (a page is 50–120 thousand). */
    maxChars?: number;
    /** Awaited before a kept page is served: what makes kept pages current (the stock watch, decision 067) runs here. */
    beforeServe?: () => Promise<void>;
}

/** The middleware, with a way to drop every kept page (a product's stock changed: its page and the cards that show it). */
export type PageCache = ((req: Request, res: Response, next: NextFunction) => void) & { clear(): void };

export function isCacheablePagePath(path: string): boolean {
    return CACHEABLE_PATH.test(path) && !DATA_REQUEST.test(path);
}

/** A GET without any cookie for a catalog page: the page every such shopper gets alike, which the cache may keep. */
export function isPageWithoutCookies(req: Request): boolean {
    return req.method === 'GET' && !req.headers.cookie && isCacheablePagePath(req.path);
}

function asBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
    if (typeof chunk === 'string')
        return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return null;
}

/**
 * Express middleware in front of React Router. Answers an eligible request from a kept page when it has one, and
 * otherwise keeps what React Router sends, once it has been sent whole.
 */
export function anonymousPageCache({ ttlMs, maxChars = 24_000_000, beforeServe }: PageCacheOptions): PageCache {
    const pages = new LRUCache<string, KeptPage>({
        max: 2000,
        maxSize: maxChars,
        sizeCalculation: page => Math.max(1, page.body.length),
        ttl: Math.max(1, ttlMs),
    });

    const serve = (req: Request, res: Response, next: NextFunction) => {
        const nonce = res.locals.nonce as string;
        // Crawlers and browsers get the same document (entry.server.tsx).
        const key = req.originalUrl;
        const kept = pages.get(key);
        if (kept) {
            for (const [name, value] of kept.headers) res.setHeader(name, value);
            res.setHeader('X-Page-Cache', 'hit');
            res.status(200).send(kept.body.split(kept.nonce).join(nonce));
            return;
        }

        res.setHeader('X-Page-Cache', 'miss');
        const chunks: Buffer[] = [];
        let size = 0;
        let tooLarge = false;
        const collect = (chunk: unknown, encoding?: unknown) => {
            if (tooLarge) return;
            const buffer = asBuffer(chunk, encoding);
            if (!buffer) return;
            size += buffer.length;
            if (size > maxChars / 8) {
                tooLarge = true;
                chunks.length = 0;
                return;
            }
            chunks.push(Buffer.from(buffer));
        };
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => Response;
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
            collect(chunk, rest[0]);
            return write(chunk, ...rest);
        }) as Response['write'];
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
            collect(chunk, rest[0]);
            return end(chunk, ...rest);
        }) as Response['end'];
        res.on('finish', () => {
            const type = String(res.getHeader('content-type') ?? '');
            if (tooLarge || res.statusCode !== 200 || res.getHeader('set-cookie') || !type.startsWith('text/html')) {
                return;
            }
            const body = Buffer.concat(chunks).toString('utf8');
            if (!body.includes(nonce)) return;
            const headers = Object.entries(res.getHeaders())
                .filter(([name, value]) => value !== undefined && !RESPONSE_OWN_HEADERS.has(name.toLowerCase()))
                .map(([name, value]) => [name, value] as [string, string | number | string[]]);
            pages.set(key, { body, nonce, headers });
        });
        next();
    };

    const pageCache = (req: Request, res: Response, next: NextFunction) => {
        if (ttlMs <= 0 || !res.locals.nonce || !isPageWithoutCookies(req)) {
            next();
            return;
        }
        if (!beforeServe) {
            serve(req, res, next);
            return;
        }
        beforeServe().then(
            () => serve(req, res, next),
            () => serve(req, res, next),
        );
    };
    return Object.assign(pageCache, { clear: () => pages.clear() });
}
