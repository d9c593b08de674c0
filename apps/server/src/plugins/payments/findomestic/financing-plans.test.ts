import { describe, expect, it } from 'vitest';

import { DEFAULT_FINANCING_PLANS, parseFinancingPlans } from './financing-plans';

describe('parseFinancingPlans', () => {
    it('reads months:TAN:TAEG entries, sorted by months', () => {
        expect(parseFinancingPlans(' 30:7.90:8.19, 10:0:0 ,20:0:0')).toEqual({ plans: DEFAULT_FINANCING_PLANS });
        expect(parseFinancingPlans('24:0:0')).toEqual({ plans: [{ months: 24, tanPercent: 0, taegPercent: 0 }] });
        expect(parseFinancingPlans('36:9.9:10.36,')).toEqual({
            plans: [{ months: 36, tanPercent: 9.9, taegPercent: 10.36 }],
        });
    });

    it('names what is wrong', () => {
        expect(parseFinancingPlans(' , ')).toEqual({
            problem: 'names no plan: write months:TAN:TAEG entries, e.g. 10:0:0,30:7.90:8.19',
        });
        expect(parseFinancingPlans('10:0,0:0')).toEqual({
            problem: '"10:0" is not months:TAN:TAEG (whole months, percentages with a decimal point)',
        });
        expect(parseFinancingPlans('30:7,90:8,19')).toMatchObject({ problem: expect.stringContaining('"30:7"') });
        expect(parseFinancingPlans('1:0:0')).toEqual({ problem: '"1:0:0": the months go from 2 to 120' });
        expect(parseFinancingPlans('121:0:0')).toEqual({ problem: '"121:0:0": the months go from 2 to 120' });
        expect(parseFinancingPlans('24:31:32')).toEqual({ problem: '"24:31:32": TAN and TAEG go up to 30 %' });
        expect(parseFinancingPlans('24:7.9:7.5')).toEqual({ problem: '"24:7.9:7.5": the TAEG is below the TAN' });
        expect(parseFinancingPlans('24:0:0,24:5:5.12')).toEqual({ problem: '"24:5:5.12": 24 months appear twice' });
        expect(parseFinancingPlans(Array.from({ length: 13 }, (_, i) => `${i + 2}:0:0`).join(','))).toEqual({
            problem: 'names more than 12 plans',
        });
    });

    it('has a default whose TAEG is the TAN compounded monthly, as for an offer without fees', () => {
        for (const plan of DEFAULT_FINANCING_PLANS) {
            const effective = (Math.pow(1 + plan.tanPercent / 1200, 12) - 1) * 100;
            expect(plan.taegPercent).toBe(Math.round(effective * 100) / 100);
        }
    });
});
