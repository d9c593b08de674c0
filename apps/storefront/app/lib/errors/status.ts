// The HTTP status a failure should show: statusCode, status or response.status, else 500 (requirements §8); and why a
// request was refused, when the route said so.
import { isRouteErrorResponse } from 'react-router';

export function statusOf(error: unknown): number {
    if (isRouteErrorResponse(error)) return error.status;
    if (error && typeof error === 'object') {
        const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
        for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
            if (typeof value === 'number' && value >= 400 && value <= 599) return value;
        }
    }
    return 500;
}

/** Why a request could not be served, as a key of `error.reasons` (decision 020). */
export const REQUEST_ERROR_REASONS = [
    'tooLarge',
    'unsupportedType',
    'unsupportedEncoding',
    'unsupportedCharset',
    'malformed',
    'badHost',
    'uriTooLong',
    'timeout',
] as const;
export type RequestErrorReason = (typeof REQUEST_ERROR_REASONS)[number];

/** The reason a route error response carries (`{ reason }`), when it is one the catalogs explain. */
export function reasonOf(error: unknown): RequestErrorReason | null {
    if (!isRouteErrorResponse(error)) return null;
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    return REQUEST_ERROR_REASONS.find(known => known === reason) ?? null;
}
