/** Checks, at the moment an order is placed, that its stock is still there, one order at a time per variant. */
import { Injectable } from '@nestjs/common';
import { ID, Order, ProductVariantService, RequestContext, TransactionalConnection } from '@vendure/core';

import { InsufficientStockToPlaceOrderError } from '../errors';

@Injectable()
export class StockReservationService {
    constructor(
        private connection: TransactionalConnection,
        private productVariantService: ProductVariantService,
    ) {}

    /**
     * Runs inside the transaction that places the order, just before Vendure allocates its stock in the same
     * transaction. Vendure's own check (when items are added and on the way to payment) reads the stock without a
     * lock, so two carts holding the last unit both pass it and both get placed. Here the variants' stock-level
     * rows are locked first (PostgreSQL, `FOR UPDATE`, in id order so two orders sharing variants cannot deadlock):
     * a second order for the same variant waits until the first has committed its allocation, then reads it.
     * SQLite runs one writing transaction at a time, so there the plain check is already serialised.
     * Throws InsufficientStockToPlaceOrderError when a variant no longer has the quantity the order holds.
     */
    async checkAndLock(ctx: RequestContext, order: Order): Promise<void> {
        const wanted = new Map<ID, { quantity: number; line: Order['lines'][number] }>();
        for (const line of order.lines) {
            const entry = wanted.get(line.productVariantId);
            wanted.set(line.productVariantId, { quantity: (entry?.quantity ?? 0) + line.quantity, line });
        }
        if (wanted.size === 0) {
            return;
        }
        const manager = this.connection.getRepository(ctx, Order).manager;
        if (manager.connection.options.type === 'postgres') {
            await manager.query(
                'SELECT "id" FROM "stock_level" WHERE "productVariantId" = ANY($1) ORDER BY "id" FOR UPDATE',
                [[...wanted.keys()].map(Number)],
            );
        }
        const short: string[] = [];
        for (const { quantity, line } of wanted.values()) {
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, line.productVariant);
            if (quantity > saleable) {
                short.push(line.productVariant.name);
            }
        }
        if (short.length > 0) {
            throw new InsufficientStockToPlaceOrderError(short);
        }
    }
}
