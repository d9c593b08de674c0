/**
 * What the order confirmation says, as text ready for the template: money as Italian shops write it (`1.299,00 €`),
 * the date in Italian time, the addresses as Italian envelopes lay them out, the invoice data when an invoice was
 * asked for. Every amount but the lines' own comes from the cart plugin's summary of the order (decision 034), so the
 * email shows the figures the cart, checkout and the thank-you page showed. Plain data in, so it is tested without a
 * server; the handler reads the order into this shape.
 */
import type { OrderSummary as OrderFigures } from '../../cart';
import { SHOP_TIME_ZONE } from '../constants';

/**
 * it-IT groups four-digit amounts too (`1.299,00 €`): CLDR leaves them ungrouped, which Italian shops do not. The
 * server's TypeScript lib knows `useGrouping` only as a boolean; Node (ES2023 Intl) takes 'always'.
 */
const euroOptions = { style: 'currency', currency: 'EUR', useGrouping: 'always' };
const euro = new Intl.NumberFormat('it-IT', euroOptions as unknown as Intl.NumberFormatOptions);

/** Cents to `1.299,00 €`; Intl puts a no-break space before the sign, so an amount never wraps apart. */
export function formatEuro(cents: number): string {
    return euro.format(cents / 100);
}

const day = new Intl.DateTimeFormat('it-IT', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
});
const time = new Intl.DateTimeFormat('it-IT', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** '26 novembre 2026 alle 14:42', Italian time. */
export function formatOrderDate(date: Date): string {
    return `${day.format(date)} alle ${time.format(date)}`;
}

/** A VAT rate as Italians write it: '22%', '10%', '4%', '5,5%'. */
export function formatRate(rate: number): string {
    return `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(rate)}%`;
}

export interface SummaryAddress {
    fullName?: string | null;
    company?: string | null;
    streetLine1?: string | null;
    streetLine2?: string | null;
    city?: string | null;
    province?: string | null;
    postalCode?: string | null;
    country?: string | null;
    phoneNumber?: string | null;
}

export interface SummaryInvoiceFields {
    invoiceRequested?: boolean | null;
    businessCompanyName?: string | null;
    businessVatNumber?: string | null;
    businessFiscalCode?: string | null;
    businessSdiCode?: string | null;
    businessPec?: string | null;
}

export interface OrderSummaryInput {
    code: string;
    placedAt: Date;
    lines: Array<{
        productName: string;
        /** The chosen options, as 'Colore: Nero'. */
        options: string[];
        sku: string;
        quantity: number;
        /** VAT included, before discounts: the price the shopper saw. */
        unitPriceWithTax: number;
        linePriceWithTax: number;
    }>;
    /** The order's figures as `summaryOfOrder` computes them: positive cents, VAT included. */
    figures: OrderFigures;
    shippingAddress: SummaryAddress;
    billingAddress: SummaryAddress;
    invoice: SummaryInvoiceFields;
    /** The names of the payment methods that paid (or will pay) the order. */
    paymentMethods: string[];
}

export interface OrderSummary {
    orderCode: string;
    orderDate: string;
    lines: Array<{ name: string; details: string | null; quantity: number; unitPrice: string; lineTotal: string }>;
    subtotal: string;
    /** 'Sconto: <promotion>', the amount negative. */
    discounts: Array<{ label: string; amount: string }>;
    /** After its discount, 'Gratuita' at 0; null when the order has no shipping line. */
    shipping: string | null;
    /** What the gift cards pay, negative; null when none does. */
    giftCards: string | null;
    total: string;
    vatTotal: string;
    /** 'IVA inclusa (22%)' with one rate, 'IVA inclusa' with several (listed in vatByRate). */
    vatLabel: string;
    /** Per rate, only when there is more than one: 'IVA 22%: 180,33 €'. */
    vatByRate: string[];
    shippingAddress: string[];
    /** Null when it is the shipping address (or none was given). */
    billingAddress: string[] | null;
    invoice: Array<{ label: string; value: string }> | null;
    paymentMethods: string;
}

const present = (value: string | null | undefined): value is string => value != null && value.trim() !== '';

/** An Italian envelope: name, company, street, 'CAP città (PR)', country, telephone. */
export function addressLines(address: SummaryAddress): string[] {
    const town = [address.postalCode, address.city].filter(present).join(' ');
    const townLine = present(address.province) ? `${town} (${address.province})` : town;
    return [
        address.fullName,
        address.company,
        address.streetLine1,
        address.streetLine2,
        townLine,
        address.country,
        present(address.phoneNumber) ? `Tel. ${address.phoneNumber}` : null,
    ].filter(present);
}

function invoiceLines(fields: SummaryInvoiceFields): OrderSummary['invoice'] {
    if (!fields.invoiceRequested) {
        return null;
    }
    const rows: Array<[string, string | null | undefined]> = [
        ['Ragione sociale', fields.businessCompanyName],
        ['Partita IVA', fields.businessVatNumber],
        ['Codice fiscale', fields.businessFiscalCode],
        ['Codice destinatario SdI', fields.businessSdiCode],
        ['PEC', fields.businessPec],
    ];
    return rows.filter((row): row is [string, string] => present(row[1])).map(([label, value]) => ({ label, value }));
}

export function orderSummary(input: OrderSummaryInput): OrderSummary {
    const shippingLines = addressLines(input.shippingAddress);
    const billingLines = addressLines(input.billingAddress);
    const sameAddress =
        billingLines.length === 0 ||
        billingLines.join('\n') === shippingLines.join('\n') ||
        !present(input.billingAddress.streetLine1);
    const { figures } = input;
    return {
        orderCode: input.code,
        orderDate: formatOrderDate(input.placedAt),
        lines: input.lines.map(line => ({
            name: line.productName,
            details: [...line.options, `Cod. ${line.sku}`].join(' · ') || null,
            quantity: line.quantity,
            unitPrice: formatEuro(line.unitPriceWithTax),
            lineTotal: formatEuro(line.linePriceWithTax),
        })),
        subtotal: formatEuro(figures.subtotal),
        discounts: figures.discounts.map(discount => ({
            label: discount.description ? `Sconto: ${discount.description}` : 'Sconto',
            amount: formatEuro(-discount.amount),
        })),
        shipping:
            figures.shippingWithDiscount === null
                ? null
                : figures.shippingWithDiscount === 0
                  ? 'Gratuita'
                  : formatEuro(figures.shippingWithDiscount),
        giftCards: figures.giftCards !== 0 ? formatEuro(-figures.giftCards) : null,
        total: formatEuro(figures.total),
        vatTotal: formatEuro(figures.vat),
        vatLabel:
            figures.vatRates.length === 1 ? `IVA inclusa (${formatRate(figures.vatRates[0].rate)})` : 'IVA inclusa',
        vatByRate:
            figures.vatRates.length > 1
                ? figures.vatRates.map(entry => `IVA ${formatRate(entry.rate)}: ${formatEuro(entry.amount)}`)
                : [],
        shippingAddress: shippingLines,
        billingAddress: sameAddress ? null : billingLines,
        invoice: invoiceLines(input.invoice),
        paymentMethods: input.paymentMethods.join(', '),
    };
}
