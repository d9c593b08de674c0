/**
 * Demo price history: a past for every seeded price, so the Omnibus line beside each offer has something to say.
 * Each product's story is derived from its code, so every colour and size of a product tells the same one.
 */
import { INestApplicationContext } from '@nestjs/common';
import { ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

import { DAY_MS, PriceHistoryEntry } from '../plugins/price-history';
import { hash } from './catalog/helpers';
import { SeedCatalog, SeedProduct, SeedVariant } from './catalog/types';

/** A price and how many days before the seed it took effect. */
export interface DemoPriceStep {
    price: number;
    daysAgo: number;
}

/** How an offer came about: the Omnibus reference each one produces is described beside it. */
export type DemoOfferStory =
    /** Regular price for months, then the offer: the reference is the regular price. */
    | 'plain'
    /** A shorter promotion in the month before the offer: the reference is that promotion's price. */
    | 'earlier-promotion'
    /** The offer grew in two steps: the reference stays the regular price from before the first one. */
    | 'growing'
    /** On sale for 12 days before the offer: the reference is the regular price over a 12-day period. */
    | 'new-product';

export const NEW_PRODUCT_DAYS = 12;

export function demoOfferStory(product: SeedProduct): DemoOfferStory {
    const pick = (hash(product.code) >>> 8) % 20;
    if (pick < 3) {
        return 'new-product';
    }
    if (pick < 9) {
        return 'earlier-promotion';
    }
    return pick < 13 ? 'growing' : 'plain';
}

/** A price between the offer and the regular price, in whole euros when the gap allows it. */
function priceBetween(low: number, high: number): number {
    const half = Math.floor((high - low) / 2);
    return low + (half >= 100 ? Math.floor(half / 100) * 100 : half);
}

/** The prices a seeded variant has had, oldest first; the last one is its current price. */
export function demoPriceHistory(product: SeedProduct, variant: SeedVariant): DemoPriceStep[] {
    const h = hash(product.code);
    const sinceMonths = 90 + (h % 60);
    const { price, regularPrice } = variant;
    if (!regularPrice || regularPrice <= price) {
        return [{ price, daysAgo: 60 + (h % 300) }];
    }
    // The offer started 10 to 20 days ago: recent enough to be current, old enough for a visible history.
    const offerDaysAgo = 10 + ((h >>> 4) % 11);
    const between = priceBetween(price, regularPrice);
    const story = between > price ? demoOfferStory(product) : 'plain';
    switch (story) {
        case 'new-product':
            return [
                { price: regularPrice, daysAgo: offerDaysAgo + NEW_PRODUCT_DAYS },
                { price, daysAgo: offerDaysAgo },
            ];
        case 'earlier-promotion':
            return [
                { price: regularPrice, daysAgo: sinceMonths },
                { price: between, daysAgo: offerDaysAgo + 18 },
                { price: regularPrice, daysAgo: offerDaysAgo + 7 },
                { price, daysAgo: offerDaysAgo },
            ];
        case 'growing':
            return [
                { price: regularPrice, daysAgo: sinceMonths },
                { price: between, daysAgo: offerDaysAgo + 6 },
                { price, daysAgo: offerDaysAgo },
            ];
        case 'plain':
            return [
                { price: regularPrice, daysAgo: sinceMonths },
                { price, daysAgo: offerDaysAgo },
            ];
    }
}

/**
 * Writes the demo history of every seeded variant in the context's channel and currency, in a few bulk inserts.
 * Variants that already have history keep it, so a second run adds nothing.
 */
export async function seedPriceHistory(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: SeedCatalog,
    now = new Date(),
): Promise<number> {
    const connection = app.get(TransactionalConnection);
    const variantIds = new Map(
        (await connection.getRepository(ctx, ProductVariant).find({ select: { id: true, sku: true } })).map(v => [
            v.sku,
            v.id,
        ]),
    );
    const historyRepository = connection.getRepository(ctx, PriceHistoryEntry);
    const withHistory = new Set(
        (
            await historyRepository
                .createQueryBuilder('entry')
                .select('entry.variantId', 'variantId')
                .distinct(true)
                .where('entry.channelId = :channelId', { channelId: ctx.channelId })
                .getRawMany<{ variantId: string | number }>()
        ).map(row => String(row.variantId)),
    );
    const rows: PriceHistoryEntry[] = [];
    for (const product of catalog.products) {
        for (const variant of product.variants) {
            const variantId = variantIds.get(variant.sku);
            if (variantId == null || withHistory.has(String(variantId))) {
                continue;
            }
            for (const step of demoPriceHistory(product, variant)) {
                rows.push(
                    new PriceHistoryEntry({
                        variantId,
                        channelId: ctx.channelId,
                        currencyCode: ctx.channel.defaultCurrencyCode,
                        price: step.price,
                        effectiveFrom: new Date(now.getTime() - step.daysAgo * DAY_MS),
                    }),
                );
            }
        }
    }
    // Chunks keep each statement under SQLite's bound-parameter limit.
    const chunkSize = 500;
    for (let i = 0; i < rows.length; i += chunkSize) {
        await historyRepository.insert(rows.slice(i, i + chunkSize));
    }
    return rows.length;
}
