/**
 * Checks the reCAPTCHA token of the shop API mutations in BOT_CHECK_ACTIONS before their resolvers run, and refuses
 * a request that does not pass with BotCheckFailedError, so a refused request does no work (decision 029). With the
 * check off, or for any other field, the request passes straight through.
 */
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext, Logger } from '@vendure/core';
import type { Request } from 'express';
import { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, Observable } from 'rxjs';

import { BOT_CHECK_ACTIONS, BOT_CHECK_PLUGIN_OPTIONS, loggerCtx, RECAPTCHA_TOKEN_HEADER } from '../constants';
import { BotCheckFailedError } from '../errors';
import { describeOutcome, RecaptchaVerifier } from '../services/recaptcha-verifier';
import { BotCheckAction, BotCheckPluginOptions } from '../types';

@Injectable()
export class BotCheckInterceptor implements NestInterceptor {
    private verifier: RecaptchaVerifier | null;

    constructor(@Inject(BOT_CHECK_PLUGIN_OPTIONS) private options: BotCheckPluginOptions) {
        this.verifier = options.recaptcha ? new RecaptchaVerifier(options.recaptcha) : null;
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (!this.verifier || context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        const action = info.parentType.name === 'Mutation' ? BOT_CHECK_ACTIONS[info.fieldName] : undefined;
        const req = gqlContext.getContext<{ req?: Request }>().req;
        if (!action || !req || internal_getRequestContext(req as never, context).apiType !== 'shop') {
            return next.handle();
        }
        return from(this.check(this.verifier, req, info.fieldName, action)).pipe(mergeMap(() => next.handle()));
    }

    private async check(verifier: RecaptchaVerifier, req: Request, field: string, action: BotCheckAction) {
        const header = req.headers[RECAPTCHA_TOKEN_HEADER];
        // A repeated header arrives as one string joined by commas: not a token either.
        const token = typeof header === 'string' ? header : undefined;
        // The shopper's address: the storefront sends it as X-Forwarded-For, which req.ip follows (decision 022).
        const remoteIp = req.ip ?? req.socket?.remoteAddress;
        const outcome = await verifier.verify(token, action, remoteIp);
        const minScore = this.options.recaptcha?.minScore ?? 0;
        const line = `Bot check of ${field} (${action}) from ${remoteIp ?? 'unknown'}: ${describeOutcome(outcome, minScore)}`;
        if (outcome.passed) {
            Logger.verbose(line, loggerCtx);
            return;
        }
        // Siteverify out of reach, or refusing our secret, is the shop's problem to fix, not a bot's.
        const ours =
            outcome.reason === 'verify-unavailable' ||
            (outcome.errorCodes ?? []).some(code => code.endsWith('-input-secret') || code === 'bad-request');
        if (ours) Logger.warn(line, loggerCtx);
        else Logger.info(line, loggerCtx);
        throw new BotCheckFailedError();
    }
}
