/**
 * What the order confirmation says, as text ready for the template: money as Italian shops write it (`1.299,00 €`),
 * the date in Italian time, the addresses as Italian envelopes lay them out, the invoice data when an invoice was
 * asked for. Plain data in, so it is tested without a server; the handler reads the order into this shape.
 */
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
    /** Each promotion's total effect on the order (negative), VAT included, as Vendure's `order.discounts`. */
    discounts: Array<{ description: string; amountWithTax: number }>;
    /** Shipping before any discount on it, VAT included (a discount on it is among `discounts`). */
    shippingWithTax: number;
    /** Gift cards: negative surcharges paying part of the order. */
    giftCards: Array<{ description: string; amountWithTax: number }>;
    /** Any other surcharge. */
    surcharges: Array<{ description: string; amountWithTax: number }>;
    totalWithTax: number;
    taxSummary: Array<{ taxRate: number; taxTotal: number }>;
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
    discounts: Array<{ label: string; amount: string }>;
    shipping: string;
    giftCards: Array<{ label: string; amount: string }>;
    surcharges: Array<{ label: string; amount: string }>;
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
    // Vendure lists goods and shipping apart even at the same rate: the email gives one amount per rate.
    const byRate = new Map<number, number>();
    for (const entry of input.taxSummary) {
        byRate.set(entry.taxRate, (byRate.get(entry.taxRate) ?? 0) + entry.taxTotal);
    }
    const taxed = [...byRate]
        .filter(([taxRate, taxTotal]) => taxRate > 0 && taxTotal !== 0)
        .map(([taxRate, taxTotal]) => ({ taxRate, taxTotal }));
    const vatTotal = input.taxSummary.reduce((sum, entry) => sum + entry.taxTotal, 0);
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
        subtotal: formatEuro(input.lines.reduce((sum, line) => sum + line.linePriceWithTax, 0)),
        discounts: input.discounts.map(d => ({ label: d.description, amount: formatEuro(d.amountWithTax) })),
        shipping: input.shippingWithTax === 0 ? 'Gratuita' : formatEuro(input.shippingWithTax),
        giftCards: input.giftCards.map(g => ({ label: g.description, amount: formatEuro(g.amountWithTax) })),
        surcharges: input.surcharges.map(s => ({ label: s.description, amount: formatEuro(s.amountWithTax) })),
        total: formatEuro(input.totalWithTax),
        vatTotal: formatEuro(vatTotal),
        vatLabel: taxed.length === 1 ? `IVA inclusa (${formatRate(taxed[0].taxRate)})` : 'IVA inclusa',
        vatByRate:
            taxed.length > 1
                ? taxed.map(entry => `IVA ${formatRate(entry.taxRate)}: ${formatEuro(entry.taxTotal)}`)
                : [],
        shippingAddress: shippingLines,
        billingAddress: sameAddress ? null : billingLines,
        invoice: invoiceLines(input.invoice),
        paymentMethods: input.paymentMethods.join(', '),
    };
}
