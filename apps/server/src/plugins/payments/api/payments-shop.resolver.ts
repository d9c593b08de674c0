import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { CheckoutPaymentService, PaymentResultSource } from '../services/checkout-payment.service';

type ParamList = { params: Array<{ name: string; value: string }> };

/** Each mutation runs its own transaction under the payments lock (checkout-payment.service.ts). */
@Resolver()
export class PaymentsShopResolver {
    constructor(private payments: CheckoutPaymentService) {}

    @Query()
    @Allow(Permission.Public)
    financingTerms(@Ctx() ctx: RequestContext) {
        return this.payments.financingTerms(ctx);
    }

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    startPayment(@Ctx() ctx: RequestContext, @Args() args: { method: string }) {
        return this.payments.startPayment(ctx, args.method);
    }

    // XPay's answers reach the shop through the storefront's server, with no shopper session for the notification:
    // what makes them count is the MAC, not who sends them. Findomestic's callback has a controller of its own
    // (findomestic.controller.ts); its return only reports.
    @Mutation()
    @Allow(Permission.Public)
    applyCardPaymentResult(@Ctx() ctx: RequestContext, @Args() args: ParamList & { source: PaymentResultSource }) {
        return this.payments.applyCardPaymentResult(ctx, args.source, args.params);
    }

    @Mutation()
    @Allow(Permission.Public)
    applyFinancingReturn(@Ctx() ctx: RequestContext, @Args() args: ParamList) {
        return this.payments.applyFinancingReturn(ctx, args.params);
    }
}

@Resolver('StartPaymentResult')
export class StartPaymentResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }): string {
        return value.__typename;
    }
}
