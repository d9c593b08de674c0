/**
 * Before a shop API mutation that changes the active order runs, an order waiting for payment (ArrangingPayment) goes
 * back to AddingItems and its open attempts are cancelled (requirements: the shopper may return to the cart or an
 * earlier checkout step and change it). Vendure refuses changes outside AddingItems, so this one place covers them all.
 */
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { internal_getRequestContext } from '@vendure/core';
import type { Request } from 'express';
import { GraphQLResolveInfo } from 'graphql';
import { from, mergeMap, Observable } from 'rxjs';

import { PaymentAttemptsService } from '../services/payment-attempts.service';

/** The shop API's mutations that change the active order: Vendure's, the cart plugin's and the gift card plugin's. */
export const ORDER_CHANGING_MUTATIONS: ReadonlySet<string> = new Set([
    'addItemToOrder',
    'addItemsToOrder',
    'adjustOrderLine',
    'removeOrderLine',
    'removeAllOrderLines',
    'applyCouponCode',
    'removeCouponCode',
    'setOrderShippingAddress',
    'unsetOrderShippingAddress',
    'setOrderBillingAddress',
    'unsetOrderBillingAddress',
    'setOrderShippingMethod',
    'setOrderCustomFields',
    'setCustomerForOrder',
    'setCartServices',
    'setCartNotes',
    'removeAllCartServices',
    'applyGiftCard',
    'removeGiftCard',
]);

@Injectable()
export class BackToEditingInterceptor implements NestInterceptor {
    constructor(private payments: PaymentAttemptsService) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
        const gqlContext = GqlExecutionContext.create(context);
        const info = gqlContext.getInfo<GraphQLResolveInfo>();
        if (info.parentType.name !== 'Mutation' || !ORDER_CHANGING_MUTATIONS.has(info.fieldName)) {
            return next.handle();
        }
        const req = gqlContext.getContext<{ req?: Request }>().req;
        if (!req) return next.handle();
        const ctx = internal_getRequestContext(req as never, context);
        if (ctx.apiType !== 'shop') return next.handle();
        return from(this.payments.backToEditing(ctx)).pipe(mergeMap(() => next.handle()));
    }
}
