/**
 * The shop API's applyCouponCode answers a code the coupon rules refuse (decision 034) as CouponCodeRefusedError. The
 * rules are checked while Vendure applies the code (CouponRulesService, from the cart plugin's CouponCodeEvent handler),
 * after the rate limits and Vendure's own checks; their refusal is thrown, so the transaction rolls back, and is turned
 * into the error result here. Any other answer or error passes through.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLResolveInfo } from 'graphql';
import { catchError, mergeMap, Observable, of, throwError } from 'rxjs';

import { CouponCodeRefusedError, CouponRulesRefusal } from '../errors';

@Injectable()
export class CouponRulesInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') {
            return next.handle();
        }
        const info = GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>();
        if (info.parentType.name !== 'Mutation' || info.fieldName !== 'applyCouponCode') {
            return next.handle();
        }
        return next.handle().pipe(
            // Some resolvers' answers reach the interceptors still as promises: a refusal is their rejection.
            mergeMap(async (answer: unknown) => await answer),
            catchError((error: unknown) =>
                error instanceof CouponRulesRefusal
                    ? of(new CouponCodeRefusedError(error.couponCode, error.reason, error.amounts))
                    : throwError(() => error),
            ),
        );
    }
}
