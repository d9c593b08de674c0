// The HTTP server's own checks on every request before React Router (decision 020): a Host that names a host, a URL
// and a declared body of a size the shop serves, a connection closed after a body left unread, and a deadline.
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { isValidHost, MAX_BODY_BYTES, MAX_URL_LENGTH } from '~/lib/http/request-limits';
import { refusalPage, type RefusalReason } from '~/lib/http/static-documents.server';

/** English, for API callers; pages get the catalog's words. */
const API_MESSAGES: Record<RefusalReason, string> = {
    badHost: 'Invalid Host header',
    uriTooLong: 'URI too long',
    tooLarge: 'Body too large',
    timeout: 'The shop took too long to answer',
};

/** /api callers read JSON; everyone else, browsers included, a short Italian page. */
function wantsJson(req: Request): boolean {
    return req.path.startsWith('/api/');
}

/**
 * Answers the request from the HTTP server itself. `no-transform` keeps compression out of the way, so the answer
 * is written at once and React Router, if it is still working on the request, sees it answered and stops.
 */
export function refuse(req: Request, res: Response, status: number, reason: RefusalReason) {
    res.status(status).set('Cache-Control', 'no-store, no-transform');
    if (reason === 'timeout') res.set('Retry-After', '10');
    if (wantsJson(req)) res.json({ error: API_MESSAGES[reason] });
    else res.type('html').send(refusalPage('it', status, reason));
}

/**
 * A request whose body was not read to the end when the answer starts (refused as too large, or sent to a route that
 * ignores bodies) gets `Connection: close`: the socket is closed once the answer is out, instead of kept open reading
 * and discarding whatever the client still sends.
 *
 * The close lingers: Node would destroy the socket right after the answer, and a socket destroyed with bytes unread
 * sends a reset, which can wipe the answer from the client's buffer before the client reads it (the client sees a
 * dropped connection instead of the 413). So the answer and a FIN go out, at most LINGER_BYTES more of the body are
 * read and thrown away while the client takes in the answer, and the socket goes when the client closes its side,
 * past LINGER_BYTES, or after LINGER_MS.
 */
const LINGER_MS = 2_000;
const LINGER_BYTES = 16 * 1024 * 1024;

function lingeringClose(req: Request) {
    return function destroySoon(this: Socket) {
        if (this.writable) this.end();
        const timer = setTimeout(() => this.destroy(), LINGER_MS);
        timer.unref();
        this.once('close', () => clearTimeout(timer));
        this.once('end', () => this.destroy());
        let discarded = 0;
        req.on('data', (chunk: Buffer) => {
            discarded += chunk.length;
            if (discarded > LINGER_BYTES) this.destroy();
        });
        req.resume();
    };
}

export function closeAfterUnreadBody(req: Request, res: Response, next: NextFunction) {
    // Without a body there is nothing left unread (an answer written at once comes before Node marks it complete).
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        if (!req.complete && !this.headersSent) {
            this.setHeader('Connection', 'close');
            // Node ends a `Connection: close` answer with socket.destroySoon(); this socket lingers instead.
            req.socket.destroySoon = lingeringClose(req);
        }
        return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
}

/** `Host: a b` (or an empty Host) would break every URL built from it: 400 before anything else. Absurd URLs: 414. */
export function requestLine(req: Request, res: Response, next: NextFunction) {
    if (!isValidHost(req.headers.host)) return refuse(req, res, 400, 'badHost');
    if (req.originalUrl.length > MAX_URL_LENGTH) return refuse(req, res, 414, 'uriTooLong');
    next();
}

/**
 * A declared body larger than any route reads is refused before a byte of it is read. Bodies without a length
 * (chunked) are counted by the reader of each route as they arrive (request-body.server.ts).
 */
export function bodyCeiling(req: Request, res: Response, next: NextFunction) {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return refuse(req, res, 413, 'tooLarge');
    next();
}

/**
 * The answer must have started within `ms`, or the shopper gets a 503 with Retry-After instead of a hang. Once the
 * answer streams, the render's own limit applies (entry.server.tsx's streamTimeout).
 */
export function requestDeadline(ms: number) {
    return (req: Request, res: Response, next: NextFunction) => {
        const timer = setTimeout(() => {
            if (res.headersSent) return;
            console.error(`[deadline] ${req.method} ${req.path} had no answer after ${ms} ms`);
            refuse(req, res, 503, 'timeout');
        }, ms);
        const clear = () => clearTimeout(timer);
        res.once('finish', clear);
        res.once('close', clear);
        next();
    };
}
