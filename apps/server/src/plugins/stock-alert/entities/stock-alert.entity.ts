import { DeepPartial, EntityId, ID, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { StockAlertStatus } from '../constants';

/**
 * One shopper's request to hear when a sold-out variant is back: one row per address and variant, asked for again
 * (after its email, or after a cancel) by making the same row pending with a new nonce.
 */
@Entity()
@Index(['productVariantId', 'emailAddress'], { unique: true })
@Index(['productVariantId', 'status'])
export class StockAlert extends VendureEntity {
    constructor(input?: DeepPartial<StockAlert>) {
        super(input);
    }

    @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE' })
    productVariant: ProductVariant;

    @EntityId()
    productVariantId: ID;

    /** Trimmed and lower-cased, so one address asks once whatever its spelling. */
    @Column({ type: 'varchar', length: 254 })
    emailAddress: string;

    @Column({ type: 'varchar', length: 16 })
    status: StockAlertStatus;

    /** Random, renewed at each request: the cancel link signs it, so an older email's link cancels nothing newer. */
    @Column({ type: 'varchar', length: 32 })
    nonce: string;

    @Column({ type: Date, nullable: true })
    notifiedAt: Date | null;
}
