/** Keeps every selling price a variant has had and answers the Omnibus reference price from it. */
import { Injectable } from '@nestjs/common';
import { omnibusReference, type OmnibusReference, type PricePoint } from '@shop/rules';
import { ID, ProductVariantPrice, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { PriceHistoryEntry } from '../entities/price-history-entry.entity';

@Injectable()
export class PriceHistoryService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * The Omnibus reference for each variant, in the request's channel and currency, keyed by String(variantId).
     * A variant without an earlier price to compare with is absent.
     */
    async omnibusPrices(ctx: RequestContext, variantIds: ID[]): Promise<Map<string, OmnibusReference>> {
        const result = new Map<string, OmnibusReference>();
        const ids = [...new Set(variantIds.map(String))];
        if (ids.length === 0) {
            return result;
        }
        const entries = await this.connection.getRepository(ctx, PriceHistoryEntry).find({
            where: { variantId: In(ids), channelId: ctx.channelId, currencyCode: ctx.currencyCode },
            order: { effectiveFrom: 'ASC', id: 'ASC' },
        });
        const byVariant = new Map<string, PricePoint[]>();
        for (const entry of entries) {
            const key = String(entry.variantId);
            const points = byVariant.get(key) ?? [];
            points.push({ price: entry.price, effectiveFrom: entry.effectiveFrom });
            byVariant.set(key, points);
        }
        const now = new Date();
        for (const [variantId, points] of byVariant) {
            const reference = omnibusReference(points, now);
            if (reference) {
                result.set(variantId, reference);
            }
        }
        return result;
    }

    /** A variant's recorded prices in one channel and currency, oldest first. */
    history(ctx: RequestContext, variantId: ID): Promise<PriceHistoryEntry[]> {
        return this.connection.getRepository(ctx, PriceHistoryEntry).find({
            where: { variantId, channelId: ctx.channelId, currencyCode: ctx.currencyCode },
            order: { effectiveFrom: 'ASC', id: 'ASC' },
        });
    }

    /**
     * Records the prices that differ from the last one recorded for their variant, channel and currency.
     * Vendure reports saved prices without their variant loaded, so the variant ids are read back first.
     */
    async recordPrices(ctx: RequestContext, prices: ProductVariantPrice[], effectiveFrom: Date): Promise<void> {
        const variantIds = await this.variantIdsOf(ctx, prices);
        const repository = this.connection.getRepository(ctx, PriceHistoryEntry);
        for (const price of prices) {
            const variantId = variantIds.get(String(price.id));
            if (variantId == null) {
                continue;
            }
            const key = { variantId, channelId: price.channelId, currencyCode: price.currencyCode };
            const latest = await repository.findOne({ where: key, order: { effectiveFrom: 'DESC', id: 'DESC' } });
            if (latest?.price !== price.price) {
                await repository.insert(new PriceHistoryEntry({ ...key, price: price.price, effectiveFrom }));
            }
        }
    }

    private async variantIdsOf(ctx: RequestContext, prices: ProductVariantPrice[]): Promise<Map<string, ID>> {
        const known = new Map<string, ID>();
        for (const price of prices) {
            if (price.variant?.id != null) {
                known.set(String(price.id), price.variant.id);
            }
        }
        const missing = prices.filter(price => !known.has(String(price.id))).map(price => price.id);
        if (missing.length > 0) {
            const loaded = await this.connection.getRepository(ctx, ProductVariantPrice).find({
                where: { id: In(missing) },
                relations: { variant: true },
                withDeleted: true,
            });
            for (const price of loaded) {
                if (price.variant) {
                    known.set(String(price.id), price.variant.id);
                }
            }
        }
        return known;
    }
}
