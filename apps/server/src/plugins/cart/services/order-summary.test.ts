import { describe, expect, it } from 'vitest';

import { orderSummary, SummarySource } from './order-summary';

function addsUp(summary: ReturnType<typeof orderSummary>) {
    expect(summary.subtotal - summary.discountTotal + (summary.shippingWithDiscount ?? 0) - summary.giftCards).toBe(
        summary.total,
    );
    expect(summary.discounts.reduce((sum, discount) => sum + discount.amount, 0)).toBe(summary.discountTotal);
}

const phone = (discounts: SummarySource['lines'][number]['discounts'] = []) => ({
    linePriceWithTax: 799_00,
    discounts,
});

describe('order summary', () => {
    it('shows a phone with two coupons as its price, each coupon, free shipping and the rest', () => {
        const summary = orderSummary({
            // 799,00 − 79,90 − 50,00 = 669,10
            totalWithTax: 669_10,
            lines: [
                phone([
                    { adjustmentSource: 'PROMOTION:1', description: 'Benvenuto: 10% di sconto', amountWithTax: -79_90 },
                    { adjustmentSource: 'PROMOTION:2', description: '50 € di sconto da 500 €', amountWithTax: -50_00 },
                ]),
            ],
            shippingLines: [{ priceWithTax: 0, discountedPriceWithTax: 0 }],
            surcharges: [],
            taxSummary: [{ taxRate: 22, taxTotal: 120_66 }],
        });
        expect(summary).toEqual({
            subtotal: 799_00,
            discounts: [
                { description: 'Benvenuto: 10% di sconto', amount: 79_90 },
                { description: '50 € di sconto da 500 €', amount: 50_00 },
            ],
            discountTotal: 129_90,
            shipping: 0,
            shippingDiscount: 0,
            shippingWithDiscount: 0,
            giftCards: 0,
            vat: 120_66,
            vatRates: [{ rate: 22, amount: 120_66 }],
            total: 669_10,
        });
        addsUp(summary);
    });

    it('counts 5 € shipping under 100 € and a free-shipping coupon as a shipping discount', () => {
        const base = {
            lines: [{ linePriceWithTax: 49_99, discounts: [] }],
            surcharges: [],
            taxSummary: [{ taxRate: 22, taxTotal: 9_91 }],
        };
        const paid = orderSummary({
            ...base,
            totalWithTax: 54_99,
            shippingLines: [{ priceWithTax: 5_00, discountedPriceWithTax: 5_00 }],
        });
        expect(paid).toMatchObject({ subtotal: 49_99, shipping: 5_00, shippingWithDiscount: 5_00, total: 54_99 });
        expect(paid.discounts).toEqual([]);
        addsUp(paid);

        const free = orderSummary({
            ...base,
            totalWithTax: 49_99,
            shippingLines: [{ priceWithTax: 5_00, discountedPriceWithTax: 0 }],
        });
        expect(free).toMatchObject({ shipping: 5_00, shippingDiscount: 5_00, shippingWithDiscount: 0, total: 49_99 });
        expect(free.discounts).toEqual([]);
        addsUp(free);
    });

    it('takes gift cards off after the discounts, and leaves their zero VAT out', () => {
        const summary = orderSummary({
            totalWithTax: 619_10,
            lines: [
                phone([{ adjustmentSource: 'PROMOTION:2', description: '50 € di sconto', amountWithTax: -50_00 }]),
                { linePriceWithTax: 29_99, discounts: [] },
            ],
            shippingLines: [{ priceWithTax: 0, discountedPriceWithTax: 0 }],
            surcharges: [{ priceWithTax: -159_89, isGiftCard: true }],
            taxSummary: [
                { taxRate: 22, taxTotal: 140_00 },
                { taxRate: 0, taxTotal: 0 },
            ],
        });
        expect(summary).toMatchObject({
            subtotal: 828_99,
            discountTotal: 50_00,
            giftCards: 159_89,
            vat: 140_00,
            vatRates: [{ rate: 22, amount: 140_00 }],
            total: 619_10,
        });
        addsUp(summary);
    });

    it('gives the cents of per-line rounding to the largest discount, so the parts add up to the total', () => {
        const summary = orderSummary({
            // Three lines at 33,33 with 10 % off each: Vendure's total says 89,99 where the parts say 90,00 off 99,99.
            totalWithTax: 89_99,
            lines: [0, 1, 2].map(() => ({
                linePriceWithTax: 33_33,
                discounts: [{ adjustmentSource: 'PROMOTION:1', description: '10%', amountWithTax: -3_33 }],
            })),
            shippingLines: [{ priceWithTax: 0, discountedPriceWithTax: 0 }],
            surcharges: [],
            taxSummary: [{ taxRate: 22, taxTotal: 16_23 }],
        });
        expect(summary.discounts).toEqual([{ description: '10%', amount: 10_00 }]);
        addsUp(summary);
    });

    it('has no shipping figure without a shipping line, and adds up to zero when empty', () => {
        const summary = orderSummary({ totalWithTax: 0, lines: [], shippingLines: [], surcharges: [], taxSummary: [] });
        expect(summary).toEqual({
            subtotal: 0,
            discounts: [],
            discountTotal: 0,
            shipping: null,
            shippingDiscount: 0,
            shippingWithDiscount: null,
            giftCards: 0,
            vat: 0,
            vatRates: [],
            total: 0,
        });
        addsUp(summary);
    });

    it('lists VAT by rate, highest first', () => {
        const summary = orderSummary({
            totalWithTax: 110_00,
            lines: [
                { linePriceWithTax: 100_00, discounts: [] },
                { linePriceWithTax: 10_00, discounts: [] },
            ],
            shippingLines: [{ priceWithTax: 0, discountedPriceWithTax: 0 }],
            surcharges: [],
            taxSummary: [
                { taxRate: 4, taxTotal: 38 },
                { taxRate: 22, taxTotal: 18_03 },
            ],
        });
        expect(summary.vatRates).toEqual([
            { rate: 22, amount: 18_03 },
            { rate: 4, amount: 38 },
        ]);
        expect(summary.vat).toBe(18_41);
    });
});
