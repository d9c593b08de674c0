/**
 * Vendure's hook into every change shoppers make to their cart lines (add, adjust, remove, remove all), through
 * whichever API: requirements §5 add-to-cart limits, and services that follow their products.
 */
import {
    Injector,
    Order,
    OrderInterceptor,
    OrderLine,
    RequestContext,
    WillAddItemToOrderInput,
    WillAdjustOrderLineInput,
} from '@vendure/core';

import { CartRulesService } from '../services/cart-rules.service';
import { isInternalChange } from '../services/internal-change';

export class CartRulesInterceptor implements OrderInterceptor {
    private cartRules: CartRulesService;

    init(injector: Injector) {
        this.cartRules = injector.get(CartRulesService);
    }

    async willAddItemToOrder(ctx: RequestContext, order: Order, input: WillAddItemToOrderInput) {
        if (!isInternalChange(ctx)) {
            return this.cartRules.checkAdd(ctx, order, input.productVariant, input.quantity);
        }
    }

    async willAdjustOrderLine(ctx: RequestContext, order: Order, input: WillAdjustOrderLineInput) {
        if (!isInternalChange(ctx)) {
            return this.cartRules.checkAdjust(ctx, order, input.orderLine, input.quantity);
        }
    }

    async willRemoveItemFromOrder(ctx: RequestContext, order: Order, orderLine: OrderLine) {
        if (!isInternalChange(ctx)) {
            await this.cartRules.beforeRemove(ctx, order, orderLine);
        }
    }
}
