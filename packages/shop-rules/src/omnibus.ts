/**
 * Announced price reductions under the Omnibus rule (Codice del Consumo art. 17-bis, D.Lgs. 26/2023): the price
 * struck through beside a reduction and the percentage are those of the lowest price applied in the 30 days before
 * it, never a list price. The commerce server computes the reference from its price history and the storefront shows
 * the announcement; both use these functions (decision 006).
 */

/** The rule looks back 30 days before a reduction. */
export const OMNIBUS_PERIOD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A selling price and the moment it took effect. */
export interface PricePoint {
    /** Integer cents, VAT included. */
    price: number;
    effectiveFrom: Date;
}

/** What a reduction is measured against. */
export interface OmnibusReference {
    /** Lowest price applied in the period before the reduction, in cents. */
    lowestPrice: number;
    /** Length of that period in whole days: 30, or fewer when the product was on sale for less time. */
    periodDays: number;
    /** When the product was first sold, if that is less than 30 days before the reduction (the period's start). */
    since: Date | null;
}

/**
 * The prices that were really applied, oldest first: an entry superseded at the same instant never reached a
 * shopper, and an entry repeating the price before it changed nothing. Ties keep the order they came in.
 */
function appliedPrices(history: readonly PricePoint[], now: Date): PricePoint[] {
    const sorted = history
        .filter(point => point.effectiveFrom.getTime() <= now.getTime())
        .map((point, index) => ({ point, index }))
        .sort((a, b) => a.point.effectiveFrom.getTime() - b.point.effectiveFrom.getTime() || a.index - b.index)
        .map(({ point }) => point);
    const applied: PricePoint[] = [];
    sorted.forEach((point, i) => {
        const next = sorted[i + 1];
        if (next && next.effectiveFrom.getTime() === point.effectiveFrom.getTime()) {
            return;
        }
        if (applied.at(-1)?.price === point.price) {
            return;
        }
        applied.push(point);
    });
    return applied;
}

/**
 * The lowest price applied in the 30 days before the current price's reduction, or undefined when the history
 * holds no earlier price to compare with.
 *
 * - A run of successive decreases is one campaign: the period ends where its first reduction began, so a
 *   reduction that grows keeps the reference from before the campaign.
 * - An increase ends a campaign: the next decrease starts a new one, and the prices of the earlier one count.
 * - A product on sale for less than 30 days before the reduction uses the days it has, and says since when.
 * - When the current price is not a reduction, the period ends where the current price took effect.
 */
export function omnibusReference(history: readonly PricePoint[], now: Date): OmnibusReference | undefined {
    const points = appliedPrices(history, now);
    const prices = points.map(point => point.price);
    const starts = points.map(point => point.effectiveFrom.getTime());
    const last = points.length - 1;
    if (last < 1) {
        return undefined;
    }
    let beforeRun = last;
    while (beforeRun > 0 && (prices[beforeRun - 1] ?? 0) > (prices[beforeRun] ?? 0)) {
        beforeRun--;
    }
    const reductionIndex = beforeRun < last ? beforeRun + 1 : last;
    const periodEnd = starts[reductionIndex] ?? 0;
    const periodStart = periodEnd - OMNIBUS_PERIOD_DAYS * DAY_MS;
    let lowestPrice = Infinity;
    for (let i = 0; i < reductionIndex; i++) {
        // Each price applied until the next one took effect.
        if ((starts[i + 1] ?? 0) > periodStart) {
            lowestPrice = Math.min(lowestPrice, prices[i] ?? Infinity);
        }
    }
    const firstSold = points[0]?.effectiveFrom ?? new Date(periodEnd);
    const young = firstSold.getTime() > periodStart;
    return {
        lowestPrice,
        periodDays: young
            ? Math.min(OMNIBUS_PERIOD_DAYS, Math.max(1, Math.floor((periodEnd - firstSold.getTime()) / DAY_MS)))
            : OMNIBUS_PERIOD_DAYS,
        since: young ? firstSold : null,
    };
}

/** A reduction the shop may announce: the struck-through price and the percentage off it. */
export interface AnnouncedReduction {
    /** The lowest price of the period before the reduction, shown struck through. */
    referencePrice: number;
    /** 100 minus the price/reference ratio, rounded to a whole percent; at least 1. */
    percent: number;
}

/**
 * The reduction to announce beside `price`, measured from the Omnibus reference `lowestPrice`; null when there is
 * none: no reference, a reference not above the price (nothing was reduced in the period), nonsensical amounts, or a
 * cut too small to round to 1 %.
 */
export function announcedReduction(price: number, lowestPrice: number | null | undefined): AnnouncedReduction | null {
    if (lowestPrice === null || lowestPrice === undefined) return null;
    if (!Number.isFinite(price) || !Number.isFinite(lowestPrice) || price < 0 || lowestPrice <= 0) return null;
    if (price >= lowestPrice) return null;
    const percent = Math.round(100 - (price / lowestPrice) * 100);
    return percent > 0 ? { referencePrice: lowestPrice, percent } : null;
}
