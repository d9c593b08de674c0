import { describe, expect, it } from 'vitest';

import { DAY_MS, omnibusReference } from '../plugins/price-history';
import { catalog } from './catalog';
import { productSheetUrlFor } from './catalog-import';
import { demoOfferStory, demoPriceHistory, DemoPriceStep, NEW_PRODUCT_DAYS } from './price-history';

const now = new Date('2026-03-01T12:00:00Z');
const variants = catalog.products.flatMap(product => product.variants.map(variant => ({ product, variant })));
const offers = variants.filter(({ variant }) => variant.regularPrice);

function points(steps: DemoPriceStep[]) {
    return steps.map(step => ({ price: step.price, effectiveFrom: new Date(now.getTime() - step.daysAgo * DAY_MS) }));
}

describe('demo price history', () => {
    it('ends every variant at its current price, oldest first', () => {
        for (const { product, variant } of variants) {
            const steps = demoPriceHistory(product, variant);
            expect(steps.at(-1)!.price).toBe(variant.price);
            expect(steps.at(-1)!.daysAgo).toBeGreaterThan(0);
            for (let i = 1; i < steps.length; i++) {
                expect(steps[i].daysAgo).toBeLessThan(steps[i - 1].daysAgo);
            }
        }
    });

    it('gives a variant without an offer one price, nothing to compare with', () => {
        for (const { product, variant } of variants.filter(({ variant }) => !variant.regularPrice)) {
            const steps = demoPriceHistory(product, variant);
            expect(steps).toHaveLength(1);
            expect(omnibusReference(points(steps), now)).toBeUndefined();
        }
    });

    it('starts every offer 10 to 20 days ago, after the regular price', () => {
        for (const { product, variant } of offers) {
            const steps = demoPriceHistory(product, variant);
            expect(steps.at(-1)!.daysAgo).toBeGreaterThanOrEqual(10);
            expect(steps.at(-1)!.daysAgo).toBeLessThanOrEqual(20);
            expect(steps[0].price).toBe(variant.regularPrice);
        }
    });

    it('gives each offer the Omnibus reference its story describes', () => {
        for (const { product, variant } of offers) {
            const reference = omnibusReference(points(demoPriceHistory(product, variant)), now)!;
            const story = demoOfferStory(product);
            expect(reference.lowestPrice).toBeGreaterThan(variant.price);
            expect(reference.lowestPrice).toBeLessThanOrEqual(variant.regularPrice!);
            if (story === 'earlier-promotion') {
                expect(reference).toEqual({ lowestPrice: expect.any(Number), periodDays: 30, since: null });
                expect(reference.lowestPrice).toBeLessThan(variant.regularPrice!);
            } else if (story === 'new-product') {
                expect(reference).toEqual({
                    lowestPrice: variant.regularPrice,
                    periodDays: NEW_PRODUCT_DAYS,
                    since: new Date(now.getTime() - demoPriceHistory(product, variant)[0].daysAgo * DAY_MS),
                });
            } else {
                expect(reference).toEqual({ lowestPrice: variant.regularPrice, periodDays: 30, since: null });
            }
        }
    });

    it('varies the stories across the catalog', () => {
        const counts = new Map<string, number>();
        for (const { product } of offers) {
            counts.set(demoOfferStory(product), (counts.get(demoOfferStory(product)) ?? 0) + 1);
        }
        expect([...counts.keys()].sort()).toEqual(['earlier-promotion', 'growing', 'new-product', 'plain']);
        for (const count of counts.values()) {
            expect(count).toBeGreaterThanOrEqual(5);
        }
    });

    it('tells the same story for every offer of a product, run after run', () => {
        for (const product of catalog.products) {
            const days = product.variants
                .filter(variant => variant.regularPrice)
                .map(variant => demoPriceHistory(product, variant).map(s => s.daysAgo));
            expect(new Set(days.map(d => d.join())).size).toBeLessThanOrEqual(1);
            expect(demoPriceHistory(product, product.variants[0])).toEqual(
                demoPriceHistory(product, product.variants[0]),
            );
        }
    });
});

describe('demo product sheet links', () => {
    it('links an EPREL sheet for exactly the products with an energy class', () => {
        for (const product of catalog.products) {
            const url = productSheetUrlFor(product);
            if (product.facets.classe_energetica) {
                expect(url).toMatch(/^https:\/\/eprel\.ec\.europa\.eu\/qr\/[1-9][0-9]{5,6}$/);
            } else {
                expect(url).toBeUndefined();
            }
        }
    });
});
