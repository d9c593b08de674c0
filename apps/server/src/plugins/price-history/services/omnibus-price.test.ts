import { describe, expect, it } from 'vitest';

import { DAY_MS } from '../constants';
import { PricePoint } from '../types';
import { omnibusPrice } from './omnibus-price';

const now = new Date('2026-03-01T12:00:00Z');

/** Prices as [cents, days before now], in any order. */
function history(...entries: Array<[number, number]>): PricePoint[] {
    return entries.map(([price, daysAgo]) => ({ price, effectiveFrom: new Date(now.getTime() - daysAgo * DAY_MS) }));
}

describe('omnibusPrice', () => {
    it('has nothing to say without history', () => {
        expect(omnibusPrice([], now)).toBeUndefined();
    });

    it('has nothing to say when the variant has had one price only', () => {
        expect(omnibusPrice(history([49900, 120]), now)).toBeUndefined();
    });

    it('ignores entries repeating the same price', () => {
        expect(omnibusPrice(history([49900, 120], [49900, 40], [49900, 3]), now)).toBeUndefined();
    });

    it('gives the price before a single reduction', () => {
        expect(omnibusPrice(history([49900, 90], [39900, 15]), now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });

    it('gives a lower price applied in the 30 days before the reduction', () => {
        const prices = history([49900, 90], [44900, 35], [42900, 25], [49900, 20], [39900, 15]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 42900, periodDays: 30 });
    });

    it('counts a price that took effect before the period only if it was still applied during it', () => {
        expect(omnibusPrice(history([45900, 100], [49900, 46], [39900, 15]), now)).toEqual({
            lowestPrice: 49900,
            periodDays: 30,
        });
        expect(omnibusPrice(history([45900, 100], [49900, 44], [39900, 15]), now)).toEqual({
            lowestPrice: 45900,
            periodDays: 30,
        });
    });

    it('forgets prices that ended more than 30 days before the reduction', () => {
        const prices = history([29900, 200], [49900, 120], [39900, 10]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });

    it('keeps the reference from before the first reduction while a campaign grows', () => {
        const prices = history([49900, 90], [44900, 20], [39900, 12], [34900, 2]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });

    it('keeps the reference of a campaign that began more than 30 days ago', () => {
        const prices = history([49900, 120], [45900, 50], [39900, 5]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });

    it('starts a new campaign after an increase, counting the earlier reduced prices', () => {
        const prices = history([49900, 90], [39900, 25], [44900, 15], [34900, 5]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 39900, periodDays: 30 });
    });

    it('uses the period available for a variant on sale for less than 30 days', () => {
        expect(omnibusPrice(history([49900, 27], [44900, 15]), now)).toEqual({ lowestPrice: 49900, periodDays: 12 });
    });

    it('counts whole days and never fewer than one', () => {
        expect(omnibusPrice(history([49900, 12.7], [44900, 0.5]), now)).toEqual({ lowestPrice: 49900, periodDays: 12 });
        expect(omnibusPrice(history([49900, 0.2], [44900, 0.1]), now)).toEqual({ lowestPrice: 49900, periodDays: 1 });
    });

    it('measures a young variant up to the first reduction of a growing campaign', () => {
        const prices = history([49900, 25], [44900, 15], [39900, 5]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 10 });
    });

    it('looks at the 30 days before the current price took effect when it is not a reduction', () => {
        const prices = history([49900, 90], [39900, 25], [54900, 10]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 39900, periodDays: 30 });
    });

    it('skips a price superseded at the same instant: no shopper ever saw it', () => {
        const at = new Date(now.getTime() - 15 * DAY_MS);
        const prices: PricePoint[] = [
            { price: 49900, effectiveFrom: new Date(now.getTime() - 90 * DAY_MS) },
            { price: 19900, effectiveFrom: at },
            { price: 44900, effectiveFrom: at },
            { price: 39900, effectiveFrom: new Date(now.getTime() - 5 * DAY_MS) },
        ];
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });

    it('accepts the history in any order and ignores prices not yet in effect', () => {
        const prices = history([39900, 15], [29900, -2], [49900, 90]);
        expect(omnibusPrice(prices, now)).toEqual({ lowestPrice: 49900, periodDays: 30 });
    });
});
