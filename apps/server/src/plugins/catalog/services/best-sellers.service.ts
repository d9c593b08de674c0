/**
 * The products shoppers bought most: quantities of placed, not cancelled orders' lines summed per product over the
 * last days. One ranking per channel and period is reused for a few minutes, so a busy home page costs one
 * aggregate query per period and not one per view.
 */
import { Injectable } from '@nestjs/common';
import { ID, Logger, OrderLine, RequestContext, TransactionalConnection } from '@vendure/core';

import { BEST_SELLERS_CACHE_MS, loggerCtx, MAX_BEST_SELLERS } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProductSales {
    productId: string;
    quantity: number;
}

@Injectable()
export class BestSellersService {
    private readonly rankings = new Map<string, { computedAt: number; ranking: Promise<ProductSales[]> }>();

    constructor(private connection: TransactionalConnection) {}

    /** Products by quantity sold in the last `days` days, most sold first (ties: lower product id first). */
    ranking(ctx: RequestContext, days: number): Promise<ProductSales[]> {
        const key = `${String(ctx.channelId)}:${days}`;
        const cached = this.rankings.get(key);
        const now = Date.now();
        if (cached && now - cached.computedAt < BEST_SELLERS_CACHE_MS) {
            return cached.ranking;
        }
        const ranking = this.sumOrderLines(ctx.channelId, new Date(now - days * DAY_MS));
        this.rankings.set(key, { computedAt: now, ranking });
        // A failed query is not kept: the next view asks again.
        ranking.catch(error => {
            Logger.warn(`Best sellers query failed: ${String(error)}`, loggerCtx);
            if (this.rankings.get(key)?.ranking === ranking) this.rankings.delete(key);
        });
        return ranking;
    }

    private async sumOrderLines(channelId: ID, since: Date): Promise<ProductSales[]> {
        const rows = await this.connection.rawConnection
            .getRepository(OrderLine)
            .createQueryBuilder('line')
            .innerJoin('line.order', 'order')
            .innerJoin('order.channels', 'channel', 'channel.id = :channelId', { channelId })
            .innerJoin('line.productVariant', 'variant')
            .select('variant.productId', 'productId')
            .addSelect('SUM(line.quantity)', 'sold')
            .where('order.orderPlacedAt >= :since', { since })
            .andWhere('order.state != :cancelled', { cancelled: 'Cancelled' })
            .andWhere('line.quantity > 0')
            .groupBy('variant.productId')
            .orderBy('sold', 'DESC')
            .addOrderBy('variant.productId', 'ASC')
            .limit(MAX_BEST_SELLERS)
            .getRawMany<{ productId: number | string; sold: number | string }>();
        return rows.map(row => ({ productId: String(row.productId), quantity: Number(row.sold) }));
    }
}
