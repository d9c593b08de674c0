/**
 * A gift card is a means of payment, yet it sits in the order as a negative surcharge, which Vendure counts in the
 * order's subtotal. The promotion parts that read that subtotal (the minimum order amount, and the order-wide fixed
 * and percentage discounts) are replaced by the same parts reading the subtotal without gift cards, under the same
 * codes, so promotions already stored keep working and a card never changes whether or how much a coupon gives.
 */
import { ConfigArg } from '@vendure/common/lib/generated-types';
import {
    Injector,
    minimumOrderAmount,
    Order,
    orderFixedDiscount,
    orderPercentageDiscount,
    Promotion,
    PromotionCondition,
    PromotionOptions,
    PromotionOrderAction,
    PromotionState,
    RequestContext,
} from '@vendure/core';

import { giftCardCodeOf } from '../services/gift-card.service';

/** The argument definitions of a promotion part (Vendure's ConfigArgs). */
type Args = PromotionCondition['args'];
type Conditions = NonNullable<PromotionOptions['promotionConditions']>;
type Actions = NonNullable<PromotionOptions['promotionActions']>;

/** The order as promotions should see it: the same order, with a subtotal that gift cards have not lowered. */
export function withoutGiftCards(order: Order): Order {
    const giftCards = (order.surcharges ?? []).filter(surcharge => giftCardCodeOf(surcharge) !== null);
    if (giftCards.length === 0) {
        return order;
    }
    const view = Object.create(order) as Order;
    view.subTotal = order.subTotal - giftCards.reduce((sum, surcharge) => sum + surcharge.price, 0);
    view.subTotalWithTax =
        order.subTotalWithTax - giftCards.reduce((sum, surcharge) => sum + surcharge.priceWithTax, 0);
    return view;
}

class GiftCardNeutralCondition<T extends Args> extends PromotionCondition<T> {
    constructor(private readonly inner: PromotionCondition<T>) {
        super({
            code: inner.code,
            description: inner.description,
            args: inner.args,
            priorityValue: inner.priorityValue,
            check: () => false,
        });
    }

    override check(ctx: RequestContext, order: Order, args: ConfigArg[], promotion: Promotion) {
        return this.inner.check(ctx, withoutGiftCards(order), args, promotion);
    }

    override init(injector: Injector) {
        return this.inner.init(injector);
    }

    override destroy() {
        return this.inner.destroy();
    }
}

class GiftCardNeutralOrderAction<T extends Args> extends PromotionOrderAction<T> {
    constructor(private readonly inner: PromotionOrderAction<T>) {
        super({
            code: inner.code,
            description: inner.description,
            args: inner.args,
            priorityValue: inner.priorityValue,
            conditions: inner.conditions,
            execute: () => 0,
        });
    }

    override execute(
        ctx: RequestContext,
        order: Order,
        args: ConfigArg[],
        state: PromotionState,
        promotion: Promotion,
    ) {
        return this.inner.execute(ctx, withoutGiftCards(order), args, state, promotion);
    }

    override onActivate(ctx: RequestContext, order: Order, args: ConfigArg[], promotion: Promotion) {
        return this.inner.onActivate(ctx, order, args, promotion);
    }

    override onDeactivate(ctx: RequestContext, order: Order, args: ConfigArg[], promotion: Promotion) {
        return this.inner.onDeactivate(ctx, order, args, promotion);
    }

    override init(injector: Injector) {
        return this.inner.init(injector);
    }

    override destroy() {
        return this.inner.destroy();
    }
}

/** Vendure's minimum order amount condition made blind to gift cards; other conditions are left as they are. */
export function giftCardNeutralConditions(conditions: Conditions): Conditions {
    return conditions.map(condition =>
        condition === minimumOrderAmount ? new GiftCardNeutralCondition(minimumOrderAmount) : condition,
    );
}

/** Vendure's order-wide fixed and percentage discounts made blind to gift cards; other actions are left alone. */
export function giftCardNeutralActions(actions: Actions): Actions {
    return actions.map(action => {
        if (action === orderFixedDiscount) {
            return new GiftCardNeutralOrderAction(orderFixedDiscount);
        }
        if (action === orderPercentageDiscount) {
            return new GiftCardNeutralOrderAction(orderPercentageDiscount);
        }
        return action;
    });
}
