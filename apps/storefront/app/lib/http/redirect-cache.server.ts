// No redirect whose target carries a secret in its query is stored by any cache, whoever answered it.
import type { NextFunction, Request, Response } from 'express';
import { redirectCacheControl } from './site-rules';

/**
 * Sets `Cache-Control: no-store` on a redirect to an address with a token in its query, just before the headers go out,
 * whichever part of the storefront (a URL rule, a route's loader or action) made it.
 */
export function noStoreForSecretRedirects(_req: Request, res: Response, next: NextFunction) {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        const status = args[0];
        const location = res.getHeader('location');
        if (status >= 300 && status < 400 && typeof location === 'string') {
            if (redirectCacheControl(location) === 'no-store') res.setHeader('Cache-Control', 'no-store');
        }
        return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
}
