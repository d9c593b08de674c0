import { describe, expect, it } from 'vitest';

import { addressLines, formatEuro, formatOrderDate, orderSummary, OrderSummaryInput } from './order-summary';

/** Intl separates the amount from the sign with a no-break space; the tests read it as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const address = {
    fullName: 'Giulia Bianchi',
    company: '',
    streetLine1: 'Via Roma 12',
    streetLine2: 'Scala B',
    city: 'Milano',
    province: 'MI',
    postalCode: '20121',
    country: 'Italia',
    phoneNumber: '+39 333 123 4567',
};

const input: OrderSummaryInput = {
    code: 'ABC123XYZ',
    placedAt: new Date('2026-11-26T13:42:10Z'),
    lines: [
        {
            productName: 'Smartphone Nova 5G',
            options: ['Nero'],
            sku: 'NOVA-5G-NERO',
            quantity: 2,
            unitPriceWithTax: 129_900,
            linePriceWithTax: 259_800,
        },
        {
            productName: 'Cavo USB-C',
            options: [],
            sku: 'CAVO-USBC',
            quantity: 1,
            unitPriceWithTax: 990,
            linePriceWithTax: 990,
        },
    ],
    // As summaryOfOrder gives them: subtotal − discountTotal + shippingWithDiscount − giftCards = total.
    figures: {
        subtotal: 260_790,
        discounts: [{ description: 'Benvenuto: 10% di sconto', amount: 26_079 }],
        discountTotal: 26_079,
        shipping: 500,
        shippingDiscount: 500,
        shippingWithDiscount: 0,
        giftCards: 5_000,
        vat: 41_423,
        vatRates: [{ rate: 22, amount: 41_423 }],
        total: 229_711,
    },
    shippingAddress: address,
    billingAddress: {},
    invoice: { invoiceRequested: false },
    paymentMethods: ['Carta di credito', 'Carta regalo ABCD-EFGH'],
};

describe('order confirmation summary', () => {
    it('writes money as Italian shops do, thousands dot included, and dates in Italian time', () => {
        expect(spaced(formatEuro(129_900))).toBe('1.299,00 €');
        expect(spaced(formatEuro(990))).toBe('9,90 €');
        expect(spaced(formatEuro(-26_079))).toBe('-260,79 €');
        expect(spaced(formatEuro(1_234_567_89))).toBe('1.234.567,89 €');
        expect(formatOrderDate(new Date('2026-11-26T13:42:10Z'))).toBe('26 novembre 2026 alle 14:42');
        expect(formatOrderDate(new Date('2026-06-30T22:05:00Z'))).toBe('1 luglio 2026 alle 00:05');
    });

    it('lays an address out as an Italian envelope', () => {
        expect(addressLines(address)).toEqual([
            'Giulia Bianchi',
            'Via Roma 12',
            'Scala B',
            '20121 Milano (MI)',
            'Italia',
            'Tel. +39 333 123 4567',
        ]);
    });

    it("lists lines, and the summary's subtotal, discounts, shipping after its discount, gift cards, total and VAT", () => {
        const summary = orderSummary(input);
        expect(JSON.parse(spaced(JSON.stringify(summary)))).toEqual({
            orderCode: 'ABC123XYZ',
            orderDate: '26 novembre 2026 alle 14:42',
            lines: [
                {
                    name: 'Smartphone Nova 5G',
                    details: 'Nero · Cod. NOVA-5G-NERO',
                    quantity: 2,
                    unitPrice: '1.299,00 €',
                    lineTotal: '2.598,00 €',
                },
                {
                    name: 'Cavo USB-C',
                    details: 'Cod. CAVO-USBC',
                    quantity: 1,
                    unitPrice: '9,90 €',
                    lineTotal: '9,90 €',
                },
            ],
            subtotal: '2.607,90 €',
            discounts: [{ label: 'Sconto: Benvenuto: 10% di sconto', amount: '-260,79 €' }],
            shipping: 'Gratuita',
            giftCards: '-50,00 €',
            total: '2.297,11 €',
            vatTotal: '414,23 €',
            vatLabel: 'IVA inclusa (22%)',
            vatByRate: [],
            shippingAddress: addressLines(address),
            billingAddress: null,
            invoice: null,
            paymentMethods: 'Carta di credito, Carta regalo ABCD-EFGH',
        });
    });

    it('shows paid shipping, several VAT rates, a different billing address and the invoice data', () => {
        const summary = orderSummary({
            ...input,
            figures: {
                ...input.figures,
                shippingDiscount: 0,
                shippingWithDiscount: 500,
                vat: 18_418,
                vatRates: [
                    { rate: 22, amount: 18_033 },
                    { rate: 4, amount: 385 },
                ],
                total: 230_211,
            },
            billingAddress: { ...address, fullName: 'Rossi Elettronica S.r.l.', streetLine2: '' },
            invoice: {
                invoiceRequested: true,
                businessCompanyName: 'Rossi Elettronica S.r.l.',
                businessVatNumber: '00743110157',
                businessFiscalCode: null,
                businessSdiCode: 'M5UXCR1',
                businessPec: '',
            },
        });
        expect(spaced(summary.shipping ?? '')).toBe('5,00 €');
        expect(summary.vatLabel).toBe('IVA inclusa');
        expect(summary.vatByRate.map(spaced)).toEqual(['IVA 22%: 180,33 €', 'IVA 4%: 3,85 €']);
        expect(spaced(summary.vatTotal)).toBe('184,18 €');
        expect(summary.billingAddress?.[0]).toBe('Rossi Elettronica S.r.l.');
        expect(spaced(summary.total)).toBe('2.302,11 €');
        expect(summary.invoice).toEqual([
            { label: 'Ragione sociale', value: 'Rossi Elettronica S.r.l.' },
            { label: 'Partita IVA', value: '00743110157' },
            { label: 'Codice destinatario SdI', value: 'M5UXCR1' },
        ]);
    });

    it('leaves out shipping and gift cards the order does not have, and names a discount without a promotion', () => {
        const summary = orderSummary({
            ...input,
            figures: {
                ...input.figures,
                discounts: [{ description: '', amount: 2 }],
                discountTotal: 2,
                shipping: null,
                shippingDiscount: 0,
                shippingWithDiscount: null,
                giftCards: 0,
                total: 260_788,
            },
        });
        expect(summary.discounts.map(d => ({ ...d, amount: spaced(d.amount) }))).toEqual([
            { label: 'Sconto', amount: '-0,02 €' },
        ]);
        expect(summary.shipping).toBeNull();
        expect(summary.giftCards).toBeNull();
        expect(spaced(summary.total)).toBe('2.607,88 €');
    });
});
