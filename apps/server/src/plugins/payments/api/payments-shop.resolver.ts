import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { FINDOMESTIC_METHOD, NEXI_XPAY_METHOD } from '../constants';
import { FindomesticService } from '../services/findomestic.service';
import { NexiXpayService } from '../services/nexi-xpay.service';
import { startError, toParams } from '../services/payment-attempts.service';

type ParamList = { params: Array<{ name: string; value: string }> };

/**
 * The shopper's side of payments. Each mutation runs its own transaction under the payments lock
 * (payment-attempts.service.ts). The providers' server-to-server answers have controllers of their own
 * (nexi-xpay.controller.ts, findomestic.controller.ts): no shop API operation takes them.
 */
@Resolver()
export class PaymentsShopResolver {
    constructor(
        private xpay: NexiXpayService,
        private findomestic: FindomesticService,
    ) {}

    @Query()
    @Allow(Permission.Public)
    financingTerms(@Ctx() ctx: RequestContext) {
        return this.findomestic.financingTerms(ctx);
    }

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    startPayment(@Ctx() ctx: RequestContext, @Args() args: { method: string }) {
        if (args.method === NEXI_XPAY_METHOD) return this.xpay.startPayment(ctx);
        if (args.method === FINDOMESTIC_METHOD) return this.findomestic.startPayment(ctx);
        return startError('PAYMENT_METHOD_UNAVAILABLE');
    }

    // The shopper's return from XPay: what makes it count is the MAC, not who sends it.
    @Mutation()
    @Allow(Permission.Public)
    applyCardPaymentResult(@Ctx() ctx: RequestContext, @Args() args: ParamList) {
        return this.xpay.applyResult(ctx, 'RETURN', toParams(args.params));
    }

    @Mutation()
    @Allow(Permission.Public)
    applyFinancingReturn(@Ctx() ctx: RequestContext, @Args() args: ParamList) {
        return this.findomestic.applyReturn(ctx, args.params);
    }
}

@Resolver('StartPaymentResult')
export class StartPaymentResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }): string {
        return value.__typename;
    }
}
