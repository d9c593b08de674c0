import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, OrderService, RequestContext } from '@vendure/core';

import { giftCardCodeOf } from '../../gift-card';
import { orderSummary } from '../services/order-summary';

/** Order.summary: the figures every place that shows an order's money reads (decision 034). */
@Resolver('Order')
export class OrderSummaryResolver {
    constructor(private orderService: OrderService) {}

    @ResolveField()
    async summary(@Ctx() ctx: RequestContext, @Parent() parent: Order) {
        const complete =
            Array.isArray(parent.lines) && Array.isArray(parent.shippingLines) && Array.isArray(parent.surcharges);
        const order = complete ? parent : ((await this.orderService.findOne(ctx, parent.id)) ?? parent);
        return orderSummary({
            totalWithTax: order.totalWithTax,
            lines: order.lines,
            shippingLines: order.shippingLines,
            surcharges: order.surcharges.map(surcharge => ({
                priceWithTax: surcharge.priceWithTax,
                isGiftCard: giftCardCodeOf(surcharge) !== null,
            })),
            taxSummary: order.taxSummary,
        });
    }
}
