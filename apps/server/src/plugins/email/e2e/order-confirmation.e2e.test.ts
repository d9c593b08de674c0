/**
 * The order confirmation as a shopper receives it: real orders placed through the shop API (cart, coupon, gift
 * card, addresses, invoice data, a payment with Vendure's test method), sent through SMTP to a real SMTP server
 * (test/smtp-sink.ts), read back and checked against the order the shop API reports: its figures are the order's
 * `summary`, the ones the cart and checkout showed (decision 034).
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
    createTestPaymentMethod,
    type GuestOrder,
    guestCheckout,
    testSuccessfulPaymentMethod,
} from '../../../../test/guest-checkout';
import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../../../../test/smtp-sink';
import { catalog } from '../../../seed/catalog';
import { formatEuro, formatOrderDate } from '../services/order-summary';

const PORT = testPort(4142);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;
const STOREFRONT = 'https://www.scintilla.it';
const CUSTOMER_SERVICE = 'servizioclienti@scintilla.it';

const PLACED_ORDER = `
    code orderPlacedAt state totalWithTax
    lines { quantity unitPriceWithTax linePriceWithTax productVariant { sku } }
    surcharges { description sku priceWithTax }
    summary {
        subtotal discounts { description amount } discountTotal shipping shippingDiscount shippingWithDiscount
        giftCards vat vatRates { rate amount } total
    }
    customFields { businessSdiCode }
`;

interface Summary {
    subtotal: number;
    discounts: Array<{ description: string; amount: number }>;
    discountTotal: number;
    shipping: number | null;
    shippingDiscount: number;
    shippingWithDiscount: number | null;
    giftCards: number;
    vat: number;
    vatRates: Array<{ rate: number; amount: number }>;
    total: number;
}

/** A coupon any guest may use, unlike the demo's first-order BENVENUTO10 (decision 034). */
const COUPON = 'PROVA10';
const COUPON_NAME = '10% di prova';

/** The text as one line: mailparser wraps the text it renders from the HTML, and money holds no-break spaces. */
const flat = (email: SinkMessage) => email.text.replace(/\s+/g, ' ');
const euro = (cents: number) => formatEuro(cents).replace(/\s+/g, ' ');

/** The totals block as the email must read: each figure of the order's summary, in the cart's order. */
function totalsText(summary: Summary): string {
    const shipping = summary.shippingWithDiscount === 0 ? 'Gratuita' : euro(summary.shippingWithDiscount!);
    expect(summary.vatRates).toEqual([{ rate: 22, amount: summary.vat }]);
    return [
        `Subtotale ${euro(summary.subtotal)}`,
        ...summary.discounts.map(discount => `Sconto: ${discount.description} ${euro(-discount.amount)}`),
        `Spedizione ${shipping}`,
        ...(summary.giftCards ? [`Carte regalo ${euro(-summary.giftCards)}`] : []),
        `Totale ${euro(summary.total)}`,
        `IVA inclusa (22%) ${euro(summary.vat)}`,
    ].join(' ');
}

/** The summary's figures add up to the total Vendure charges. */
function expectAddsUp(order: { totalWithTax: number; summary: Summary }) {
    const { summary } = order;
    expect(summary.discountTotal).toBe(summary.discounts.reduce((sum, discount) => sum + discount.amount, 0));
    expect(summary.subtotal - summary.discountTotal + (summary.shippingWithDiscount ?? 0) - summary.giftCards).toBe(
        summary.total,
    );
    expect(summary.total).toBe(order.totalWithTax);
}

describe('order confirmation email', () => {
    let sink: SmtpSink;
    let env: ReturnType<typeof createShopTestEnvironment>;
    let checkout: ReturnType<typeof guestCheckout>;

    const withOptions = catalog.products.find(
        p =>
            !p.isVirtual &&
            p.variants.length > 1 &&
            p.variants[0].options?.colore &&
            p.variants[0].stock >= 5 &&
            p.variants[0].price >= 100_00,
    )!;
    const cheap = catalog.products.find(
        p => !p.isVirtual && p.variants.length === 1 && p.variants[0].stock >= 5 && p.variants[0].price < 50_00,
    )!;

    beforeAll(async () => {
        sink = await startSmtpSink();
        env = createShopTestEnvironment({
            port: PORT,
            env: {
                SMTP_HOST: sink.host,
                SMTP_PORT: String(sink.port),
                EMAIL_FROM: 'Scintilla <no-reply@scintilla.it>',
                CUSTOMER_SERVICE_EMAIL: CUSTOMER_SERVICE,
                STOREFRONT_ORIGIN: STOREFRONT,
            },
        });
        env.config.paymentOptions.paymentMethodHandlers.push(testSuccessfulPaymentMethod);
        await env.init();
        await env.adminClient.asSuperAdmin();
        await createTestPaymentMethod(env.adminClient);
        checkout = guestCheckout(shopApi, env.adminClient);
        await env.adminClient.query(
            gql`
                mutation ($input: CreatePromotionInput!) {
                    createPromotion(input: $input) {
                        ... on Promotion {
                            id
                        }
                    }
                }
            `,
            {
                input: {
                    enabled: true,
                    couponCode: COUPON,
                    conditions: [],
                    actions: [{ code: 'order_percentage_discount', arguments: [{ name: 'discount', value: '10' }] }],
                    translations: [{ languageCode: 'it', name: COUPON_NAME }],
                },
            },
        );
    });

    afterAll(async () => {
        await env?.destroy();
        await sink?.close();
    });

    /** A guest's checkout up to a settled payment; returns the placed order with what the email is checked against. */
    const placeOrder = (order: GuestOrder & { email: string; invoice: Record<string, unknown> }) =>
        checkout.placeOrder({ ...order, fields: PLACED_ORDER });

    it('confirms a company order in Italian: lines, the summary with coupon, gift card and free shipping, addresses and invoice data', async () => {
        const address = 'giulia.bianchi@example.com';
        const variant = withOptions.variants[0];
        const order = await placeOrder({
            email: address,
            items: [
                { sku: variant.sku, quantity: 2 },
                { sku: cheap.variants[0].sku, quantity: 1 },
            ],
            billing: {
                fullName: 'Rossi Elettronica S.r.l.',
                streetLine1: 'Corso Vittorio Emanuele II 5',
                city: 'Torino',
                province: 'TO',
                postalCode: '10123',
                countryCode: 'IT',
            },
            invoice: {
                invoiceRequested: true,
                businessCompanyName: 'Rossi Elettronica S.r.l.',
                businessVatNumber: '00743110157',
                businessFiscalCode: '00743110157',
                businessSdiCode: 'M5UXCR1',
                businessPec: 'amministrazione@legalmail.it',
            },
            couponCode: COUPON,
            giftCard: 'DEMOGIFT0100EURO',
        });

        const email = await sink.waitForMessage(m => m.to.includes(address));
        expect(email.subject).toBe(`Conferma del tuo ordine ${order.code}`);
        expect(email.from).toEqual({ name: 'Scintilla', address: 'no-reply@scintilla.it' });
        const text = flat(email);
        expect(text).toContain('Ciao Giulia,');
        expect(text).toContain('con questa email il contratto di acquisto è concluso');
        expect(text).toContain(`Ordine ${order.code} Effettuato il ${formatOrderDate(new Date(order.orderPlacedAt))}`);

        // Each line: name, option and code, quantity × unit price, line total, as the order holds them.
        const [first, second] = order.lines;
        expect(first.unitPriceWithTax).toBe(variant.price);
        expect(text).toContain(
            `${withOptions.name} ${[variant.options!.colore, variant.options!.taglia].filter(Boolean).join(' · ')} · Cod. ${variant.sku} Quantità: 2 × ${euro(variant.price)} ${euro(2 * variant.price)}`,
        );
        expect(text).toContain(
            `${cheap.name} Cod. ${cheap.variants[0].sku} Quantità: 1 × ${euro(second.unitPriceWithTax)} ${euro(second.linePriceWithTax)}`,
        );

        // Totals: the order's summary, figure by figure: the coupon, free shipping above 100 €, the gift card.
        const summary: Summary = order.summary;
        expect(summary).toMatchObject({
            subtotal: first.linePriceWithTax + second.linePriceWithTax,
            discounts: [{ description: COUPON_NAME, amount: expect.any(Number) }],
            shipping: 0,
            shippingWithDiscount: 0,
            giftCards: 100_00,
        });
        expect(summary.discountTotal).toBeGreaterThan(0);
        expectAddsUp(order);
        expect(text).toContain(totalsText(summary));
        expect(text).toContain(`Sconto: ${COUPON_NAME} -`);
        expect(text).toContain('Spedizione Gratuita Carte regalo -100,00 € Totale');
        const giftCard = order.surcharges.find((s: { sku: string }) => s.sku.startsWith('GIFTCARD:'));

        expect(text).toContain(
            'Spedizione Giulia Bianchi Via Roma 12 Scala B 20121 Milano (MI) Italia Tel. +39 333 123 4567',
        );
        expect(text).toContain(
            'Fatturazione Rossi Elettronica S.r.l. Corso Vittorio Emanuele II 5 10123 Torino (TO) Italia',
        );
        expect(text).toContain(
            'Hai chiesto la fattura, che riceverai tramite il Sistema di Interscambio (SdI) con questi dati: ' +
                'Ragione sociale: Rossi Elettronica S.r.l. Partita IVA: 00743110157 Codice fiscale: 00743110157 ' +
                'Codice destinatario SdI: M5UXCR1 PEC: amministrazione@legalmail.it',
        );
        expect(text).toContain(`Pagamento: Carta di credito (prova), ${giftCard.description}`);
        expect(text).toContain('parte dal nostro magazzino entro 48 ore lavorative');
        expect(text).toContain(`indicando il numero d'ordine ${order.code}`);
        expect(text).toContain('Puoi recedere dal contratto entro 14 giorni dal giorno in cui ricevi i prodotti');
        expect(text).toContain('Codice del Consumo (artt. 52–59)');
        expect(email.links).toContain(`${STOREFRONT}/it/Page?slug=condizioni-di-vendita`);
        expect(email.links).toContain(`${STOREFRONT}/it/Page?slug=resi-e-rimborsi`);
        expect(email.links).toContain(`mailto:${CUSTOMER_SERVICE}`);
        expect(text).toContain("Questa è un'email di servizio sul tuo ordine: non serve rispondere.");
        // A guest has no account area to follow the order in.
        expect(email.links).not.toContain(`${STOREFRONT}/it/my-account/cronologia-ordini`);
        // The amounts in the HTML are written as Italian shops write them.
        expect(email.html).toMatch(/\d\.\d{3},\d{2}\u00a0€/);
    });

    it("confirms a private person's order with a coupon, a gift card, paid shipping and their invoice data, SdI 0000000", async () => {
        const address = 'marco.verdi@example.com';
        const order = await placeOrder({
            email: address,
            items: [{ sku: cheap.variants[0].sku, quantity: 1 }],
            invoice: { invoiceRequested: true, businessFiscalCode: 'RSSMRA85T10A562S' },
            couponCode: COUPON,
            giftCard: 'DEMOGIFT0025EURO',
        });
        expect(order.customFields.businessSdiCode).toBe('0000000');
        const summary: Summary = order.summary;
        const price = cheap.variants[0].price;
        expect(summary).toMatchObject({
            subtotal: price,
            // 10% of the goods, shipping not included.
            discounts: [{ description: COUPON_NAME, amount: Math.round(price / 10) }],
            shipping: 5_00,
            shippingDiscount: 0,
            shippingWithDiscount: 5_00,
            giftCards: 25_00,
            total: price - Math.round(price / 10) + 5_00 - 25_00,
        });
        expectAddsUp(order);

        const email = await sink.waitForMessage(m => m.to.includes(address));
        const text = flat(email);
        expect(text).toContain(totalsText(summary));
        expect(text).toContain(
            `Subtotale ${euro(price)} Sconto: ${COUPON_NAME} ${euro(-Math.round(price / 10))} Spedizione 5,00 € ` +
                `Carte regalo -25,00 € Totale ${euro(summary.total)} IVA inclusa (22%) ${euro(summary.vat)}`,
        );
        expect(text).toContain('Fatturazione Indirizzo di fatturazione uguale a quello di spedizione.');
        expect(text).toContain('con questi dati: Codice fiscale: RSSMRA85T10A562S Codice destinatario SdI: 0000000');
        expect(text).not.toContain('Ragione sociale');
        expect(text).toContain('Pagamento: Carta di credito (prova), Carta regalo');
    });

    it('says nothing of an invoice that was not asked for, and shows shipping after a free-shipping coupon', async () => {
        const address = 'anna.neri@example.com';
        const order = await placeOrder({
            email: address,
            items: [{ sku: cheap.variants[0].sku, quantity: 1 }],
            invoice: {},
            couponCode: 'SPEDIZIONEGRATIS',
        });
        // The shipping discount is shipping's own, not among the discounts of the goods (as in the cart).
        expect(order.summary).toMatchObject({
            discounts: [],
            shipping: 5_00,
            shippingDiscount: 5_00,
            shippingWithDiscount: 0,
            giftCards: 0,
        });
        expectAddsUp(order);
        const text = flat(await sink.waitForMessage(m => m.to.includes(address)));
        expect(text).toContain(totalsText(order.summary));
        expect(text).toContain(`Subtotale ${euro(cheap.variants[0].price)} Spedizione Gratuita Totale`);
        expect(text).not.toContain('Carte regalo');
        expect(text).not.toContain('Hai chiesto la fattura');
        expect(text).toContain('Pagamento: Carta di credito (prova)');
    });
});
