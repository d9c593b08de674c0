import { describe, expect, it } from 'vitest';

import { demoCoupons } from './store-settings';

describe('demo coupons', () => {
    it('each have a limit per customer and in total', () => {
        for (const coupon of demoCoupons) {
            expect(coupon.perCustomerUsageLimit, coupon.couponCode).toBe(1);
            expect(coupon.usageLimit, coupon.couponCode).toBeGreaterThan(0);
        }
        // The fixed 50 € off costs the most per use, so it has the fewest uses in total.
        const fewest = demoCoupons.reduce((a, b) => (a.usageLimit <= b.usageLimit ? a : b));
        expect(fewest.couponCode).toBe('RISPARMIA50');
    });
});
