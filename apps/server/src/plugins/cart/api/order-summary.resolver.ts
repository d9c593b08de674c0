import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, OrderService, RequestContext } from '@vendure/core';

import { summaryOfOrder } from '../services/order-summary-of-order';

/** Order.summary: the figures every place that shows an order's money reads (decision 034). */
@Resolver('Order')
export class OrderSummaryResolver {
    constructor(private orderService: OrderService) {}

    @ResolveField()
    async summary(@Ctx() ctx: RequestContext, @Parent() parent: Order) {
        const complete =
            Array.isArray(parent.lines) && Array.isArray(parent.shippingLines) && Array.isArray(parent.surcharges);
        const order = complete ? parent : ((await this.orderService.findOne(ctx, parent.id)) ?? parent);
        return summaryOfOrder(order);
    }
}
