/**
 * Guards Vendure's own account mutations on the shop API: `registerCustomerAccount` is refused (registerShopCustomer
 * is the only way in, with the shop's rules), and `requestPasswordReset` answers after the same time for every
 * address, so its timing does not tell which addresses have an account.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { ForbiddenError, internal_getRequestContext, Logger, LogLevel } from '@vendure/core';
import type { Request } from 'express';
import { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, Observable } from 'rxjs';

import { loggerCtx, PASSWORD_RESET_ANSWER_FLOOR_MS, PASSWORD_RESET_ANSWER_JITTER_MS } from '../constants';

/** Waits until `floorMs` plus a random jitter have passed since `startedAt`. */
export async function answerAfterFloor(startedAt: number, floorMs: number, jitterMs: number): Promise<void> {
    const due = startedAt + floorMs + randomInt(0, jitterMs + 1);
    const elapsed = Date.now() - startedAt;
    if (elapsed > floorMs) {
        // The work took longer than the floor: the answer's timing may tell known addresses apart again.
        Logger.warn(`requestPasswordReset took ${elapsed} ms, beyond the ${floorMs} ms floor`, loggerCtx);
    }
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
}

@Injectable()
export class AccountRequestsInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        const req = gqlContext.getContext<{ req?: Request }>().req;
        if (!req || info.parentType.name !== 'Mutation') return next.handle();
        if (internal_getRequestContext(req as never, context).apiType !== 'shop') return next.handle();

        if (info.fieldName === 'registerCustomerAccount') {
            throw new ForbiddenError(LogLevel.Verbose);
        }
        if (info.fieldName === 'requestPasswordReset') {
            const startedAt = Date.now();
            return next.handle().pipe(
                mergeMap(answer =>
                    from(
                        (async () => {
                            const result: unknown = await answer;
                            await answerAfterFloor(
                                startedAt,
                                PASSWORD_RESET_ANSWER_FLOOR_MS,
                                PASSWORD_RESET_ANSWER_JITTER_MS,
                            );
                            return result;
                        })(),
                    ),
                ),
            );
        }
        return next.handle();
    }
}
