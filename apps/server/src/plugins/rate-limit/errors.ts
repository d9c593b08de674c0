import { I18nError, LogLevel } from '@vendure/core';

import { RATE_LIMITED_CODE } from './constants';

/**
 * A request refused by a rate limit, before any work: a GraphQL error with code RATE_LIMITED and the seconds to wait
 * in extensions.retryAfter, sent with HTTP status 429 and Retry-After.
 */
export class RateLimitedError extends I18nError {
    constructor(readonly retryAfter: number) {
        super('error.rate-limited', { retryAfter }, RATE_LIMITED_CODE, LogLevel.Verbose);
        Object.assign(this.extensions, {
            retryAfter,
            // Apollo Server takes the HTTP status and headers from here and leaves them out of the answer's body.
            http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
        });
    }
}

/** The English message (the storefront shows its own text for the code). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts: try again in {retryAfter} seconds';
