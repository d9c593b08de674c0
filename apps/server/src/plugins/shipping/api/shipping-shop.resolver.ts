import { Query, Resolver } from '@nestjs/graphql';
import { ActiveOrderService, Ctx, OrderService, RequestContext } from '@vendure/core';

import { NO_SHIPPING_METHODS_FOR_COUNTRY } from '../constants';

@Resolver()
export class ShippingShopResolver {
    constructor(
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
    ) {}

    @Query()
    async shippingAvailability(@Ctx() ctx: RequestContext) {
        if (!ctx.session) {
            return null;
        }
        const order = await this.activeOrderService.getActiveOrder(ctx, undefined);
        if (!order) {
            return null;
        }
        const countryCode = order.shippingAddress?.countryCode ?? null;
        const methods = await this.orderService.getEligibleShippingMethods(ctx, order.id);
        if (methods.length > 0) {
            return { available: true, countryCode, errorCode: null, message: null };
        }
        return {
            available: false,
            countryCode,
            errorCode: NO_SHIPPING_METHODS_FOR_COUNTRY,
            message: 'No shipping methods for this country',
        };
    }
}
