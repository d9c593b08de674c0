import { I18nError, LogLevel } from '@vendure/core';

import { BOT_CHECK_FAILED_CODE } from './constants';

/**
 * A request refused by the bot check, before its resolver runs: a GraphQL error with code BOT_CHECK_FAILED, sent with
 * HTTP status 400. It never says why (the reason is logged): a bot learns nothing about what to change.
 */
export class BotCheckFailedError extends I18nError {
    constructor() {
        // Logged by the interceptor with its reason; Vendure need not log it again.
        super('error.bot-check-failed', {}, BOT_CHECK_FAILED_CODE, LogLevel.Verbose);
        // Apollo Server takes the HTTP status from here and leaves it out of the answer's body.
        Object.assign(this.extensions, { http: { status: 400 } });
    }
}

/** The English message, for logs and staff (the storefront shows its own text for the code). */
export const BOT_CHECK_FAILED_MESSAGE = 'Bot check failed';
