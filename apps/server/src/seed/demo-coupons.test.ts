import { INestApplicationContext } from '@nestjs/common';
import { RequestContext } from '@vendure/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDemoCoupons, demoCoupons } from './demo-coupons';

describe('demo coupons', () => {
    afterEach(() => {
        vi.unstubAllEnvs();
    });

    it('each have a limit per customer and in total', () => {
        for (const coupon of demoCoupons) {
            expect(coupon.perCustomerUsageLimit, coupon.couponCode).toBe(1);
            expect(coupon.usageLimit, coupon.couponCode).toBeGreaterThan(0);
        }
        // The fixed 50 € off costs the most per use, so it has the fewest uses in total.
        const fewest = demoCoupons.reduce((a, b) => (a.usageLimit <= b.usageLimit ? a : b));
        expect(fewest.couponCode).toBe('RISPARMIA50');
    });

    it('make BENVENUTO10 a first-order coupon: signed-in customers with no order, alone', () => {
        const welcome = demoCoupons.find(coupon => coupon.couponCode === 'BENVENUTO10');
        expect(welcome?.conditions).toEqual([{ code: 'first_order', arguments: [] }]);
        for (const coupon of demoCoupons.filter(other => other !== welcome)) {
            expect(coupon.conditions.map(condition => condition.code)).not.toContain('first_order');
        }
    });

    it('are refused by a production process before anything is written', async () => {
        vi.stubEnv('NODE_ENV', 'production');
        const get = vi.fn();
        await expect(
            createDemoCoupons({ get } as unknown as INestApplicationContext, {} as RequestContext),
        ).rejects.toThrow('The demo coupons are never created in production: their codes are public.');
        expect(get).not.toHaveBeenCalled();
    });
});
