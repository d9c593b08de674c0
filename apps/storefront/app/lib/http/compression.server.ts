// How the storefront compresses its answers (bundles are precompressed at build time and never pass through here).
//
// Rendered pages are compressed per request, so cost counts: brotli at quality 1 served ~15 % more home pages a second
// than gzip's default for ~12 % more bytes (quality 4, the library default, halved throughput).
//
// A catalog page for a shopper without cookies (a first visit, a link from a search engine) is compressed harder, at
// quality 5 (decision 053): it is the page whose arrival the shopper waits for with nothing of the shop in the browser's
// cache, and at quality 5 a catalog page (11–13 KB) fits the first flight of a new TCP connection (ten segments, 14.6 KB
// with the headers) where quality 1 (15–17 KB) needs a second round trip. Most of those pages come from the page cache,
// where compressing is most of the work left: quality 5 halves the kept pages one process sends a second (Telefonia
// about 1,000–1,500 at quality 1, 550–750 at quality 5), still twice what it renders.
import zlib from 'node:zlib';

import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { isPageWithoutCookies } from '~/lib/http/page-cache.server';

export const RENDERED_PAGE_BROTLI_QUALITY = 1;
export const PAGE_WITHOUT_COOKIES_BROTLI_QUALITY = 5;

/**
 * Brotli sets up its window for every answer it compresses: 4 MB by default, with which one process served about 390
 * kept Telefonia pages a second at quality 5 instead of 850. A page is under 128 KB, so a 256 KB window (2^18) loses
 * nothing.
 */
const PAGE_WINDOW_BITS = 18;

const brotliAt = (quality: number, windowBits?: number) =>
    compression({
        brotli: {
            params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
                ...(windowBits ? { [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits } : {}),
            },
        },
    });

/** One compressor per answer, chosen by the request: harder for a catalog page without cookies, quicker for the rest. */
export function answerCompression(): RequestHandler {
    const harder = brotliAt(PAGE_WITHOUT_COOKIES_BROTLI_QUALITY, PAGE_WINDOW_BITS);
    const quicker = brotliAt(RENDERED_PAGE_BROTLI_QUALITY);
    return (req: Request, res: Response, next: NextFunction) =>
        (isPageWithoutCookies(req) ? harder : quicker)(req, res, next);
}
