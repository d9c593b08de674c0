/**
 * The figures a cart, checkout, email or order page shows, computed once from the order (decision 034): the lines at
 * their selling price before any discount, each discount apart from shipping's, shipping before and after its
 * discount, the gift cards, the VAT included and the total. All cents, VAT included, and always
 * subtotal − discountTotal + shippingWithDiscount − giftCards = total, where total is Vendure's totalWithTax.
 */

/** The parts of Vendure's order the summary reads (Order, OrderLine, ShippingLine and Surcharge getters). */
export interface SummarySource {
    totalWithTax: number;
    lines: ReadonlyArray<{
        linePriceWithTax: number;
        /** Vendure's line discounts, one per promotion; amounts negative. */
        discounts: ReadonlyArray<{ adjustmentSource: string; description: string; amountWithTax: number }>;
    }>;
    shippingLines: ReadonlyArray<{ priceWithTax: number; discountedPriceWithTax: number }>;
    surcharges: ReadonlyArray<{ priceWithTax: number; isGiftCard: boolean }>;
    taxSummary: ReadonlyArray<{ taxRate: number; taxTotal: number }>;
}

export interface SummaryDiscount {
    /** The promotion's name as Vendure records it on the order. */
    description: string;
    /** Positive cents. */
    amount: number;
}

export interface OrderSummary {
    subtotal: number;
    discounts: SummaryDiscount[];
    discountTotal: number;
    /** Null when the order has no shipping line (no product, or an address outside the shipping zone). */
    shipping: number | null;
    shippingDiscount: number;
    shippingWithDiscount: number | null;
    giftCards: number;
    vat: number;
    vatRates: Array<{ rate: number; amount: number }>;
    total: number;
}

function sum<T>(items: readonly T[], amount: (item: T) => number): number {
    return items.reduce((total, item) => total + amount(item), 0);
}

export function orderSummary(order: SummarySource): OrderSummary {
    // Surcharges other than gift cards (none today) are charges on the goods: counted with the lines.
    const subtotal =
        sum(order.lines, line => line.linePriceWithTax) +
        sum(
            order.surcharges.filter(surcharge => !surcharge.isGiftCard),
            surcharge => surcharge.priceWithTax,
        );
    const giftCards =
        0 -
        sum(
            order.surcharges.filter(surcharge => surcharge.isGiftCard),
            surcharge => surcharge.priceWithTax,
        );
    const hasShipping = order.shippingLines.length > 0;
    const shipping = sum(order.shippingLines, line => line.priceWithTax);
    const shippingWithDiscount = sum(order.shippingLines, line => line.discountedPriceWithTax);
    const shippingDiscount = shipping - shippingWithDiscount;
    const total = order.totalWithTax;
    // What the lines' discounts take off in all, read from the totals so the figures always add up to Vendure's.
    const discountTotal = subtotal + shippingWithDiscount - giftCards - total;

    const bySource = new Map<string, SummaryDiscount>();
    for (const line of order.lines) {
        for (const discount of line.discounts) {
            const entry = bySource.get(discount.adjustmentSource);
            if (entry) {
                entry.amount -= discount.amountWithTax;
            } else {
                bySource.set(discount.adjustmentSource, {
                    description: discount.description,
                    amount: 0 - discount.amountWithTax,
                });
            }
        }
    }
    const discounts = [...bySource.values()].filter(discount => discount.amount !== 0);
    // Each promotion's part is rounded per line; the cents that rounding leaves go to the largest discount.
    const remainder = discountTotal - sum(discounts, discount => discount.amount);
    if (remainder !== 0) {
        const largest = discounts.reduce<SummaryDiscount | undefined>(
            (best, discount) => (!best || discount.amount > best.amount ? discount : best),
            undefined,
        );
        if (largest) {
            largest.amount += remainder;
        } else {
            discounts.push({ description: '', amount: remainder });
        }
    }

    const vatRates = new Map<number, number>();
    for (const entry of order.taxSummary) {
        if (entry.taxTotal !== 0) {
            vatRates.set(entry.taxRate, (vatRates.get(entry.taxRate) ?? 0) + entry.taxTotal);
        }
    }
    return {
        subtotal,
        discounts,
        discountTotal,
        shipping: hasShipping ? shipping : null,
        shippingDiscount,
        shippingWithDiscount: hasShipping ? shippingWithDiscount : null,
        giftCards,
        vat: sum([...vatRates.values()], amount => amount),
        vatRates: [...vatRates.entries()].sort(([a], [b]) => b - a).map(([rate, amount]) => ({ rate, amount })),
        total,
    };
}
