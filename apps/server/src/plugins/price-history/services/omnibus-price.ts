/** The Omnibus reference price (Codice del Consumo art. 17-bis) computed from a variant's price history. */
import { DAY_MS, OMNIBUS_PERIOD_DAYS } from '../constants';
import { OmnibusPrice, PricePoint } from '../types';

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
        if (applied.length > 0 && applied[applied.length - 1].price === point.price) {
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
 * - A variant on sale for less than 30 days before the reduction uses the days it has, and says how many.
 * - When the current price is not a reduction, the period ends where the current price took effect.
 */
export function omnibusPrice(history: readonly PricePoint[], now: Date): OmnibusPrice | undefined {
    const points = appliedPrices(history, now);
    const last = points.length - 1;
    if (last < 1) {
        return undefined;
    }
    let beforeRun = last;
    while (beforeRun > 0 && points[beforeRun - 1].price > points[beforeRun].price) {
        beforeRun--;
    }
    const reductionIndex = beforeRun < last ? beforeRun + 1 : last;
    const periodEnd = points[reductionIndex].effectiveFrom.getTime();
    const periodStart = periodEnd - OMNIBUS_PERIOD_DAYS * DAY_MS;
    let lowestPrice = Infinity;
    for (let i = 0; i < reductionIndex; i++) {
        // Each price applied until the next one took effect.
        if (points[i + 1].effectiveFrom.getTime() > periodStart) {
            lowestPrice = Math.min(lowestPrice, points[i].price);
        }
    }
    const firstSold = points[0].effectiveFrom.getTime();
    const periodDays =
        firstSold > periodStart ? Math.max(1, Math.floor((periodEnd - firstSold) / DAY_MS)) : OMNIBUS_PERIOD_DAYS;
    return { lowestPrice, periodDays };
}
