/**
 * Checks the coupon rules (decision 034) before the shop API's applyCouponCode: a code they refuse is answered with
 * CouponCodeRefusedError and never reaches Vendure; any other code goes on to Vendure's own checks.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, Observable, of } from 'rxjs';

import { CouponCodeRefusedError } from '../errors';
import { CouponRulesService } from '../services/coupon-rules.service';

@Injectable()
export class CouponRulesInterceptor implements NestInterceptor {
    constructor(private couponRules: CouponRulesService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') {
            return next.handle();
        }
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        const req = gqlContext.getContext<{ req?: object }>().req;
        if (!req || info.parentType.name !== 'Mutation' || info.fieldName !== 'applyCouponCode') {
            return next.handle();
        }
        const ctx = internal_getRequestContext(req as never, context);
        if (ctx.apiType !== 'shop') {
            return next.handle();
        }
        const { couponCode } = gqlContext.getArgs<{ couponCode: string }>();
        return from(this.couponRules.refusal(ctx, couponCode)).pipe(
            mergeMap(refusal =>
                refusal ? of(new CouponCodeRefusedError(refusal.couponCode, refusal.reason)) : next.handle(),
            ),
        );
    }
}
