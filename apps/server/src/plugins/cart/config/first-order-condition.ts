/**
 * The promotion condition of a first-order coupon (decision 034): it holds only for a signed-in customer who has not
 * placed an order yet, on an order with no other coupon. Checked on every repricing, so a discount never outlives
 * its rule (another order placed meanwhile, a second coupon); CouponRulesService refuses the code as it is applied,
 * with the reason.
 */
import { Injector, LanguageCode, PromotionCondition } from '@vendure/core';

import { CouponRulesService } from '../services/coupon-rules.service';

export const FIRST_ORDER_CONDITION_CODE = 'first_order';

let couponRules: CouponRulesService;

export const firstOrderCondition = new PromotionCondition({
    code: FIRST_ORDER_CONDITION_CODE,
    description: [
        {
            languageCode: LanguageCode.it,
            value: 'Primo ordine di un cliente registrato, senza altri codici sconto',
        },
        { languageCode: LanguageCode.en, value: "A registered customer's first order, with no other coupon" },
    ],
    args: {},
    init(injector: Injector) {
        couponRules = injector.get(CouponRulesService);
    },
    check: async (ctx, order, args, promotion) => {
        const others = order.couponCodes.filter(code => !sameCode(code, promotion.couponCode));
        return others.length === 0 && (await couponRules.firstOrderRefusal(ctx, order.customerId)) === null;
    },
});

export function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
    return a != null && b != null && a.trim().toUpperCase() === b.trim().toUpperCase();
}
