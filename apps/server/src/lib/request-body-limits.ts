/**
 * What the GraphQL APIs accept as a request body, checked before Vendure sees it: JSON up to a size per API, multipart
 * only where staff upload files and only with a boundary. A refused body answers at once with its 4xx status and a
 * GraphQL-shaped error, instead of a 500 from NestJS (oversized, wrong encoding or charset) or a request left hanging
 * (multipart without a boundary).
 */
import type { Middleware } from '@vendure/core';
import bodyParser from 'body-parser';
import type { NextFunction, Request, Response } from 'express';

export interface BodyLimits {
    /** Largest JSON body, in bytes after any content-encoding is undone. */
    jsonBytes: number;
    /** Whether multipart (file upload) requests are accepted. */
    multipart: boolean;
}

/** The storefront's largest request is about 1.2 KB of query and a few hundred bytes of variables. */
export const SHOP_API_BODY_LIMITS: BodyLimits = { jsonBytes: 64 * 1024, multipart: false };
/** Staff save CMS blocks of up to 100 KB and edit many variants at once; uploads are multipart, sized by Vendure. */
export const ADMIN_API_BODY_LIMITS: BodyLimits = { jsonBytes: 2 * 1024 * 1024, multipart: true };

function refuse(res: Response, status: number, code: string, message: string) {
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

function kilobytes(bytes: number): string {
    return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

function contentTypeGuard(limits: BodyLimits) {
    return function graphqlContentType(req: Request, res: Response, next: NextFunction) {
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (req.method !== 'POST' || type === 'application/json') {
            next();
            return;
        }
        if (type === 'multipart/form-data' && limits.multipart) {
            // Without a boundary the upload parser waits for parts that can never be told apart.
            if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(req.headers['content-type'] ?? '')) {
                refuse(res, 400, 'BAD_REQUEST', 'A multipart/form-data request needs a boundary');
                return;
            }
            next();
            return;
        }
        refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'A GraphQL request body must be application/json');
    };
}

/** body-parser's refusals (`err.type`) as the status they mean, never a 500. */
function bodyErrorHandler(limits: BodyLimits) {
    return function graphqlBodyError(error: unknown, req: Request, res: Response, next: NextFunction) {
        const { type, status } = (error ?? {}) as { type?: string; status?: number };
        // body-parser's errors carry a type, or at least a 4xx status (a body that does not inflate).
        if (!type && !(status && status >= 400 && status < 500)) {
            next(error);
            return;
        }
        if (type === 'entity.too.large') {
            refuse(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${kilobytes(limits.jsonBytes)}`);
        } else if (type === 'encoding.unsupported') {
            refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content-encoding');
        } else if (type === 'charset.unsupported') {
            refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported charset: send UTF-8');
        } else if (type === 'entity.parse.failed') {
            refuse(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
        } else {
            refuse(
                res,
                status && status >= 400 && status < 500 ? status : 400,
                'BAD_REQUEST',
                'Unreadable request body',
            );
        }
    };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a GraphQL request is no single operation Apollo could run, or null when it is one. */
export function requestShapeProblem(body: unknown): string | null {
    if (Array.isArray(body)) return 'Operation batching disabled.';
    if (!isObject(body)) return 'The request body must be a JSON object with a `query`';
    if (typeof body.query !== 'string' || body.query.trim() === '') {
        return 'GraphQL operations must contain a non-empty `query`';
    }
    if (body.variables !== undefined && body.variables !== null && !isObject(body.variables)) {
        return '`variables` must be a JSON object';
    }
    if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') {
        return '`operationName` must be a string';
    }
    return null;
}

/**
 * A body that is no single operation (a batch, no query, a query that is no string) is refused here: Apollo would
 * refuse it too, but with its stack trace in the answer outside production.
 */
function requestShapeGuard(req: Request, res: Response, next: NextFunction) {
    const json =
        req.method === 'POST' && (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
    const problem = json
        ? requestShapeProblem(req.body)
        : req.method === 'GET' && typeof req.query.query !== 'string'
          ? 'GraphQL operations must contain a non-empty `query`'
          : null;
    if (problem) {
        refuse(res, 400, 'BAD_REQUEST', problem);
        return;
    }
    next();
}

/**
 * Middleware for one GraphQL API's route. Mounted before NestJS's own body parsers (`beforeListen`), which then find
 * the body read and leave it alone.
 */
export function graphqlBodyMiddleware(route: string, limits: BodyLimits): Middleware[] {
    return [
        { route, beforeListen: true, handler: contentTypeGuard(limits) },
        {
            route,
            beforeListen: true,
            handler: bodyParser.json({ limit: limits.jsonBytes, type: 'application/json' }),
        },
        { route, beforeListen: true, handler: bodyErrorHandler(limits) },
        { route, beforeListen: true, handler: requestShapeGuard },
    ];
}
