import { describe, expect, it } from 'vitest';

import {
    advertisedEstimate,
    advertisedOffer,
    financingEstimate,
    inFinancingRange,
    lowestInstalment,
    monthlyInstalmentCents,
    totalOwedCents,
    type FinancingPlan,
} from './financing.js';

// Expected figures were worked out separately with exact decimal arithmetic (amount × r / (1 − (1 + r)^−n), interest
// on the balance month by month, each rounded half up to the cent), not with this module.
const zero = (months: number): FinancingPlan => ({ months, tanPercent: 0, taegPercent: 0 });
const at790 = (months: number): FinancingPlan => ({ months, tanPercent: 7.9, taegPercent: 8.19 });

describe('monthlyInstalmentCents', () => {
    it('divides the amount by the months at TAN 0, to the nearest cent', () => {
        expect(monthlyInstalmentCents(99_800, zero(24))).toBe(4_158);
        expect(monthlyInstalmentCents(99_800, zero(20))).toBe(4_990);
        expect(monthlyInstalmentCents(99_800, zero(10))).toBe(9_980);
        // 1.299,00 € in 24: 54,125 → 54,13.
        expect(monthlyInstalmentCents(129_900, zero(24))).toBe(5_413);
    });

    it('amortises at a fixed TAN in constant instalments', () => {
        expect(monthlyInstalmentCents(99_800, at790(30))).toBe(3_677);
        expect(monthlyInstalmentCents(20_000, at790(30))).toBe(737);
        expect(monthlyInstalmentCents(1_500_000, at790(30))).toBe(55_264);
        expect(monthlyInstalmentCents(129_900, { months: 36, tanPercent: 9.9, taegPercent: 10.36 })).toBe(4_185);
        expect(monthlyInstalmentCents(50_000, { months: 12, tanPercent: 5.5, taegPercent: 5.64 })).toBe(4_292);
    });

    it('refuses an amount that is not positive whole cents and a plan without months', () => {
        expect(() => monthlyInstalmentCents(0, zero(10))).toThrow(RangeError);
        expect(() => monthlyInstalmentCents(100.5, zero(10))).toThrow(RangeError);
        expect(() => monthlyInstalmentCents(10_000, zero(0))).toThrow(RangeError);
        expect(() => monthlyInstalmentCents(10_000, { months: 10, tanPercent: -1, taegPercent: 0 })).toThrow(
            RangeError,
        );
    });
});

describe('totalOwedCents', () => {
    it('is the amount at TAN 0: the last instalment settles the rounding', () => {
        // 23 × 41,58 € + 41,66 €.
        expect(totalOwedCents(99_800, zero(24))).toBe(99_800);
        expect(totalOwedCents(129_900, zero(24))).toBe(129_900);
    });

    it('adds the interest of the schedule at a fixed TAN', () => {
        // 29 × 36,77 € + 36,74 €.
        expect(totalOwedCents(99_800, at790(30))).toBe(110_307);
        expect(totalOwedCents(20_000, at790(30))).toBe(22_106);
        expect(totalOwedCents(1_500_000, at790(30))).toBe(1_657_914);
        expect(totalOwedCents(129_900, { months: 36, tanPercent: 9.9, taegPercent: 10.36 })).toBe(150_674);
        expect(totalOwedCents(50_000, { months: 12, tanPercent: 5.5, taegPercent: 5.64 })).toBe(51_502);
    });
});

describe('financingEstimate', () => {
    it('gives the last instalment that settles the rounding', () => {
        expect(financingEstimate(99_800, zero(24))).toMatchObject({
            instalmentCents: 4_158,
            lastInstalmentCents: 4_166,
        });
        expect(financingEstimate(99_800, zero(20))).toMatchObject({
            instalmentCents: 4_990,
            lastInstalmentCents: 4_990,
        });
        expect(financingEstimate(1_500_000, at790(30))).toMatchObject({
            instalmentCents: 55_264,
            lastInstalmentCents: 55_258,
            totalOwedCents: 1_657_914,
        });
    });
});

describe('lowestInstalment', () => {
    const table = [zero(10), zero(20), at790(30)];

    it('picks the plan with the lowest instalment', () => {
        expect(lowestInstalment(99_800, table)).toEqual({
            plan: at790(30),
            amountCents: 99_800,
            instalmentCents: 3_677,
            lastInstalmentCents: 3_674,
            totalOwedCents: 110_307,
        });
        expect(lowestInstalment(99_800, [zero(10), zero(24)])).toEqual(financingEstimate(99_800, zero(24)));
    });

    it('of equal instalments takes the cheaper plan, then the shorter', () => {
        const dearer = { months: 24, tanPercent: 0.01, taegPercent: 0.01 };
        // 0,01 % on 1.000 € over 24 months moves the instalment by less than half a cent.
        expect(monthlyInstalmentCents(100_000, dearer)).toBe(monthlyInstalmentCents(100_000, zero(24)));
        expect(lowestInstalment(100_000, [dearer, zero(24)])?.plan).toEqual(zero(24));
        const same = { months: 24, tanPercent: 0, taegPercent: 0.5 };
        expect(lowestInstalment(100_000, [same, zero(24)])?.plan).toBe(same);
    });

    it('is null for an empty table', () => {
        expect(lowestInstalment(99_800, [])).toBeNull();
    });
});

describe('advertisedEstimate', () => {
    const terms = { minCents: 20_000, maxCents: 1_500_000, plans: [zero(10), zero(24)] };

    it('estimates amounts within the range, both bounds included', () => {
        expect(advertisedEstimate(99_800, terms)?.instalmentCents).toBe(4_158);
        expect(advertisedEstimate(20_000, terms)?.instalmentCents).toBe(833);
        expect(advertisedEstimate(1_500_000, terms)?.instalmentCents).toBe(62_500);
    });

    it('is null outside the range', () => {
        expect(advertisedEstimate(19_999, terms)).toBeNull();
        expect(advertisedEstimate(1_500_001, terms)).toBeNull();
        expect(advertisedEstimate(0, terms)).toBeNull();
    });
});

describe('advertisedOffer', () => {
    const interest = { months: 30, tanPercent: 7.9, taegPercent: 8.19 };
    const terms = { minCents: 20_000, maxCents: 1_500_000, plans: [zero(10), zero(20), interest] };

    it('leads with the interest-free plan of lowest instalment, though a plan with interest has a lower one', () => {
        const offer = advertisedOffer(69_900, terms)!;
        // 699 € in 20 at zero rate: 34,95 € a month; in 30 at 7,90 % it would be 25,75 €.
        expect(offer.lead).toEqual(financingEstimate(69_900, zero(20)));
        expect(offer.lead.instalmentCents).toBe(3_495);
        expect(offer.others.map(estimate => estimate.plan)).toEqual([zero(10), interest]);
        expect(offer.others[1]!.instalmentCents).toBe(2_575);
    });

    it('leads with the lowest instalment when no plan is interest-free, and is null outside the range', () => {
        const dear = { months: 12, tanPercent: 9.9, taegPercent: 10.36 };
        const offer = advertisedOffer(69_900, { ...terms, plans: [dear, interest] })!;
        expect(offer.lead.plan).toBe(interest);
        expect(offer.others.map(estimate => estimate.plan)).toEqual([dear]);
        expect(advertisedOffer(19_999, terms)).toBeNull();
        expect(advertisedEstimate(69_900, terms)).toEqual(financingEstimate(69_900, zero(20)));
    });
});

describe('inFinancingRange', () => {
    it('takes whole positive cents between the bounds', () => {
        const range = { minCents: 20_000, maxCents: 1_000_000 };
        expect(inFinancingRange(20_000, range)).toBe(true);
        expect(inFinancingRange(1_000_000, range)).toBe(true);
        expect(inFinancingRange(19_999, range)).toBe(false);
        expect(inFinancingRange(20_000.5, range)).toBe(false);
        expect(inFinancingRange(Number.NaN, range)).toBe(false);
        expect(inFinancingRange(0, { minCents: 0, maxCents: 100 })).toBe(false);
    });
});
