/**
 * Keeps internal errors inside the server: a GraphQL error that is not one of the shop's own coded refusals
 * (Vendure's `UserInputError`, `ForbiddenError`, `EntityNotFoundError`…, our plugins' coded errors, GraphQL's own
 * validation errors) reaches the client as "Internal server error" with a correlation id; the log line carries the same
 * id with the real message and stack. A database message, a file path or a library's wording never leaves the server.
 */
import { randomUUID } from 'node:crypto';

import { Logger, type Middleware, type VendureConfig } from '@vendure/core';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';

type ApolloServerPlugin = NonNullable<VendureConfig['apiOptions']['apolloServerPlugins']>[number];

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
const loggerCtx = 'InternalError';

/**
 * A refusal the shop meant: GraphQL's and Apollo's own errors about the request (no underlying error), or an error
 * that carries a code other than INTERNAL_SERVER_ERROR (every Vendure `I18nError` does, and so do ours).
 */
export function isCodedError(error: GraphQLError): boolean {
    const original = error.originalError as (Error & { extensions?: { code?: unknown } }) | undefined;
    // graphql-js copies a thrown error's extensions onto the error it wraps it in; Apollo codes its own.
    const code = error.extensions?.code ?? original?.extensions?.code;
    if (code === undefined && !original) return true;
    return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
}

/** The error as sent, without Apollo's `http` extension, which only tells Apollo the status to answer with. */
function sent(answer: GraphQLFormattedError | GraphQLError): GraphQLFormattedError {
    const json = 'toJSON' in answer ? answer.toJSON() : answer;
    if (!json.extensions || !('http' in json.extensions)) return json;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
    const { http, ...extensions } = json.extensions;
    return { ...json, extensions };
}

function hidden(formatted: GraphQLFormattedError, error: GraphQLError): GraphQLFormattedError {
    const correlationId = randomUUID();
    const cause = error.originalError ?? error;
    Logger.error(
        `${correlationId} ${cause.name}: ${cause.message} (at ${error.path?.join('.') ?? 'the request'})`,
        loggerCtx,
        cause.stack,
    );
    return {
        message: INTERNAL_ERROR_MESSAGE,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
    };
}

/**
 * Rewrites the errors of each answer. Vendure's own plugin, listed before ours, has by then translated them one for
 * one from the same list, so the answer's errors and the request's line up by position.
 */
export function internalErrorsPlugin(): ApolloServerPlugin {
    return {
        async requestDidStart() {
            return {
                async willSendResponse({ response, errors }) {
                    if (!errors?.length || response.body.kind !== 'single') return;
                    const result = response.body.singleResult;
                    const formatted = result.errors ?? [];
                    result.errors = errors.map((error, index) => {
                        const answer = formatted[index] ?? { message: error.message };
                        return isCodedError(error) ? sent(answer) : hidden(answer, error);
                    });
                },
            };
        },
    };
}

/** The answer's errors without `extensions.stacktrace`; anything that is no such answer is left as it is. */
export function withoutStackTraces(body: string): string {
    if (!body.includes('"stacktrace"')) return body;
    try {
        const parsed = JSON.parse(body) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
        if (!Array.isArray(parsed.errors)) return body;
        for (const error of parsed.errors) delete error.extensions?.stacktrace;
        return JSON.stringify(parsed);
    } catch {
        return body;
    }
}

/**
 * No API answer carries a stack trace, in any mode: Apollo adds one (with the server's absolute file paths) outside
 * production and tests to the errors it raises before any plugin runs, a request without a query (400) or a mutation
 * sent with GET (405), and Vendure offers no setting for it. Mounted before the API, it cleans what Apollo sends.
 */
export function noStackTraces(route: string): Middleware {
    return {
        route,
        beforeListen: true,
        handler: (_req: Request, res: Response, next: NextFunction) => {
            const send = res.send.bind(res);
            res.send = (body?: unknown) => send(typeof body === 'string' ? withoutStackTraces(body) : body);
            next();
        },
    };
}
