import { describe, expect, it } from 'vitest';

import { announcedReduction, omnibusReference, type PricePoint } from './omnibus.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const now = new Date('2026-03-01T12:00:00Z');

function daysAgo(days: number): Date {
    return new Date(now.getTime() - days * DAY_MS);
}

/** Prices as [cents, days before now], in any order. */
function history(...entries: Array<[number, number]>): PricePoint[] {
    return entries.map(([price, daysAgo]) => ({ price, effectiveFrom: new Date(now.getTime() - daysAgo * DAY_MS) }));
}

describe('omnibusReference', () => {
    it('has nothing to say without history', () => {
        expect(omnibusReference([], now)).toBeUndefined();
    });

    it('has nothing to say when the variant has had one price only', () => {
        expect(omnibusReference(history([49900, 120]), now)).toBeUndefined();
    });

    it('ignores entries repeating the same price', () => {
        expect(omnibusReference(history([49900, 120], [49900, 40], [49900, 3]), now)).toBeUndefined();
    });

    it('gives the price before a single reduction', () => {
        expect(omnibusReference(history([49900, 90], [39900, 15]), now)).toEqual({
            lowestPrice: 49900,
            periodDays: 30,
            since: null,
        });
    });

    it('gives a lower price applied in the 30 days before the reduction', () => {
        const prices = history([49900, 90], [44900, 35], [42900, 25], [49900, 20], [39900, 15]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 42900, periodDays: 30, since: null });
    });

    it('counts a price that took effect before the period only if it was still applied during it', () => {
        expect(omnibusReference(history([45900, 100], [49900, 46], [39900, 15]), now)).toEqual({
            lowestPrice: 49900,
            periodDays: 30,
            since: null,
        });
        expect(omnibusReference(history([45900, 100], [49900, 44], [39900, 15]), now)).toEqual({
            lowestPrice: 45900,
            periodDays: 30,
            since: null,
        });
    });

    it('forgets prices that ended more than 30 days before the reduction', () => {
        const prices = history([29900, 200], [49900, 120], [39900, 10]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30, since: null });
    });

    it('keeps the reference from before the first reduction while a campaign grows', () => {
        const prices = history([49900, 90], [44900, 20], [39900, 12], [34900, 2]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30, since: null });
    });

    it('keeps the reference of a campaign that began more than 30 days ago', () => {
        const prices = history([49900, 120], [45900, 50], [39900, 5]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30, since: null });
    });

    it('starts a new campaign after an increase, counting the earlier reduced prices', () => {
        const prices = history([49900, 90], [39900, 25], [44900, 15], [34900, 5]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 39900, periodDays: 30, since: null });
    });

    it('uses the period available for a variant on sale for less than 30 days', () => {
        expect(omnibusReference(history([49900, 27], [44900, 15]), now)).toEqual({
            lowestPrice: 49900,
            periodDays: 12,
            since: daysAgo(27),
        });
    });

    it('counts whole days and never fewer than one', () => {
        expect(omnibusReference(history([49900, 12.7], [44900, 0.5]), now)).toMatchObject({
            lowestPrice: 49900,
            periodDays: 12,
        });
        expect(omnibusReference(history([49900, 0.2], [44900, 0.1]), now)).toMatchObject({
            lowestPrice: 49900,
            periodDays: 1,
        });
    });

    it('measures a young variant up to the first reduction of a growing campaign', () => {
        const prices = history([49900, 25], [44900, 15], [39900, 5]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 10, since: daysAgo(25) });
    });

    it('looks at the 30 days before the current price took effect when it is not a reduction', () => {
        const prices = history([49900, 90], [39900, 25], [54900, 10]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 39900, periodDays: 30, since: null });
    });

    it('skips a price superseded at the same instant: no shopper ever saw it', () => {
        const at = new Date(now.getTime() - 15 * DAY_MS);
        const prices: PricePoint[] = [
            { price: 49900, effectiveFrom: new Date(now.getTime() - 90 * DAY_MS) },
            { price: 19900, effectiveFrom: at },
            { price: 44900, effectiveFrom: at },
            { price: 39900, effectiveFrom: new Date(now.getTime() - 5 * DAY_MS) },
        ];
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30, since: null });
    });

    it('accepts the history in any order and ignores prices not yet in effect', () => {
        const prices = history([39900, 15], [29900, -2], [49900, 90]);
        expect(omnibusReference(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30, since: null });
    });
});

describe('announcedReduction', () => {
    it('measures the Galaxy A55 from the lowest price of the 30 days, not from its list price', () => {
        // 479 € for months, a promotion at 404 € in the month before, back to 479 €, now 329 €: the reduction
        // announced is the one from 404 € (-19 %), not from the 479 € list price (-31 %).
        const prices = history([47900, 120], [40400, 31], [47900, 20], [32900, 13]);
        const reference = omnibusReference(prices, now);
        expect(reference).toEqual({ lowestPrice: 40400, periodDays: 30, since: null });
        expect(announcedReduction(32900, reference?.lowestPrice)).toEqual({ referencePrice: 40400, percent: 19 });
        expect(announcedReduction(32900, 47900)).toEqual({ referencePrice: 47900, percent: 31 });
    });

    it('announces the reduction of a product on the market for less than 30 days from the days it has', () => {
        const prices = history([79900, 22], [68900, 8]);
        const reference = omnibusReference(prices, now);
        expect(reference).toEqual({ lowestPrice: 79900, periodDays: 14, since: daysAgo(22) });
        expect(announcedReduction(68900, reference?.lowestPrice)).toEqual({ referencePrice: 79900, percent: 14 });
    });

    it('does not let a price raised and then lowered announce more than the cut from the lowest of the month', () => {
        // 399 € for two weeks, raised to 499 €, then "reduced" to 449 €: the month's lowest was 399 €.
        const prices = history([49900, 90], [39900, 25], [49900, 11], [44900, 4]);
        const reference = omnibusReference(prices, now);
        expect(reference).toEqual({ lowestPrice: 39900, periodDays: 30, since: null });
        expect(announcedReduction(44900, reference?.lowestPrice)).toBeNull();
    });

    it("announces nothing when the lowest price of the period is not above today's", () => {
        expect(announcedReduction(32900, 32900)).toBeNull();
        expect(announcedReduction(32900, 29900)).toBeNull();
        expect(announcedReduction(32900, null)).toBeNull();
        expect(announcedReduction(32900, undefined)).toBeNull();
    });

    it('announces nothing for a cut that rounds to 0 % or for nonsensical amounts', () => {
        expect(announcedReduction(129_999, 130_000)).toBeNull();
        expect(announcedReduction(-1, 130_000)).toBeNull();
        expect(announcedReduction(100, 0)).toBeNull();
        expect(announcedReduction(Number.NaN, 130_000)).toBeNull();
        expect(announcedReduction(50, Number.POSITIVE_INFINITY)).toBeNull();
    });

    it.each([
        [8000, 10000, 20],
        [129900, 179900, 28],
        [149900, 219900, 32],
        [99, 100, 1],
        [1, 100, 99],
        [0, 100, 100],
        // 100 - 66.666… = 33.33… → 33; 100 - 33.5 = 66.5 → 67 (requirements §9: rounded, halves up)
        [20000, 30000, 33],
        [6650, 10000, 34],
        [3350, 10000, 67],
    ])('announces %i against a reference of %i as -%i %', (price, reference, percent) => {
        expect(announcedReduction(price, reference)).toEqual({ referencePrice: reference, percent });
    });

    it('rounds the percentage half up to a whole number', () => {
        expect(announcedReduction(8750, 10000)).toEqual({ referencePrice: 10000, percent: 13 });
        expect(announcedReduction(8760, 10000)).toEqual({ referencePrice: 10000, percent: 12 });
    });
});
