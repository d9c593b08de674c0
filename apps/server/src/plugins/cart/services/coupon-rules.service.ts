/**
 * Which coupons a cart may hold, and together (decision 034): coupons combine, except a first-order coupon (one with the
 * first_order condition, BENVENUTO10 in the demo), which is for a signed-in customer with no placed order and stands
 * alone; a coupon for orders from a minimum amount is refused below it, with what is missing. Checked while Vendure applies a code (its CouponCodeEvent), inside the change's transaction: a code that breaks
 * the rule throws CouponRulesRefusal, which rolls the change back and becomes CouponCodeRefusedError.
 */
import { Injectable } from '@nestjs/common';
import {
    Customer,
    ID,
    minimumOrderAmount,
    Order,
    Promotion,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import { IsNull, Not } from 'typeorm';

import { FIRST_ORDER_CONDITION_CODE, sameCode } from '../config/first-order-condition';
import { withoutGiftCards } from '../../gift-card';
import { CouponMinimumAmounts, CouponRefusalReason } from '../errors';

export interface CouponRefusal {
    reason: CouponRefusalReason;
    /** The code as the promotion spells it. */
    couponCode: string;
    /** With MinimumOrderAmount. */
    amounts?: CouponMinimumAmounts;
}

@Injectable()
export class CouponRulesService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * Why the order may not take this code, which Vendure has found valid and is applying; null when it may. Reads the
     * order as stored, so its coupon codes are those it held before this one.
     */
    async refusal(ctx: RequestContext, orderId: ID, typedCode: string): Promise<CouponRefusal | null> {
        const order = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { id: orderId }, relations: ['surcharges'] });
        if (!order || order.couponCodes.some(code => sameCode(code, typedCode))) {
            return null;
        }
        const promotions = await this.couponPromotions(ctx);
        const promotion = promotions.find(candidate => sameCode(candidate.couponCode, typedCode));
        if (!promotion) {
            // Unknown, disabled or expired: Vendure answers that.
            return null;
        }
        const couponCode = promotion.couponCode;
        const standingAlone = order.couponCodes.some(code =>
            promotions.some(candidate => sameCode(candidate.couponCode, code) && isFirstOrderCoupon(candidate)),
        );
        if (standingAlone) {
            return { reason: CouponRefusalReason.NotCombinable, couponCode };
        }
        const amounts = missingForMinimum(promotion, order);
        if (amounts) {
            return { reason: CouponRefusalReason.MinimumOrderAmount, couponCode, amounts };
        }
        if (!isFirstOrderCoupon(promotion)) {
            return null;
        }
        if (order.couponCodes.length > 0) {
            return { reason: CouponRefusalReason.NotCombinable, couponCode };
        }
        const reason = await this.firstOrderRefusal(ctx, order.customerId, ctx.activeUserId);
        return reason ? { reason, couponCode } : null;
    }

    /**
     * Whether an order's customer may use a first-order coupon: signed in (a customer with an account) and with no
     * placed order. Reads the order's customer; `activeUserId` is the shopper's session when there is one.
     */
    async firstOrderRefusal(
        ctx: RequestContext,
        customerId: ID | undefined | null,
        activeUserId?: ID,
    ): Promise<CouponRefusalReason | null> {
        let customer: Customer | null = null;
        if (customerId != null) {
            customer = await this.connection
                .getRepository(ctx, Customer)
                .findOne({ where: { id: customerId }, relations: ['user'] });
        } else if (activeUserId != null) {
            customer = await this.connection
                .getRepository(ctx, Customer)
                .findOne({ where: { user: { id: activeUserId } }, relations: ['user'] });
        }
        if (!customer?.user || customer.deletedAt) {
            return CouponRefusalReason.SignInRequired;
        }
        const placed = await this.connection.getRepository(ctx, Order).count({
            where: { customerId: customer.id, orderPlacedAt: Not(IsNull()) },
        });
        return placed > 0 ? CouponRefusalReason.FirstOrderOnly : null;
    }

    private async couponPromotions(ctx: RequestContext): Promise<Array<Promotion & { couponCode: string }>> {
        const promotions = await this.connection.getRepository(ctx, Promotion).find({
            where: { couponCode: Not(IsNull()), deletedAt: IsNull(), channels: { id: ctx.channelId } },
        });
        return promotions.filter(
            (promotion): promotion is Promotion & { couponCode: string } => !!promotion.couponCode,
        );
    }
}

export function isFirstOrderCoupon(promotion: Pick<Promotion, 'conditions'>): boolean {
    return promotion.conditions.some(condition => condition.code === FIRST_ORDER_CONDITION_CODE);
}

/**
 * What the order lacks to reach the coupon's minimum order amount (Vendure's minimum_order_amount condition, as the
 * promotions read it: goods after the discounts already applied, gift cards aside); null when it reaches every one.
 */
export function missingForMinimum(promotion: Pick<Promotion, 'conditions'>, order: Order): CouponMinimumAmounts | null {
    const goods = withoutGiftCards(order);
    for (const condition of promotion.conditions) {
        if (condition.code !== minimumOrderAmount.code) {
            continue;
        }
        const arg = (name: string) => condition.args.find(candidate => candidate.name === name)?.value;
        const minimumAmount = Number(arg('amount'));
        const reached = arg('taxInclusive') === 'true' ? goods.subTotalWithTax : goods.subTotal;
        if (Number.isFinite(minimumAmount) && reached < minimumAmount) {
            return { minimumAmount, missingAmount: minimumAmount - reached };
        }
    }
    return null;
}
