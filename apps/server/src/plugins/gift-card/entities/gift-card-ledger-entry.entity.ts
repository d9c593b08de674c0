import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { GiftCard } from './gift-card.entity';

/**
 * One movement of a gift card's balance, written in the transaction that moves the balance: an amount an order spent
 * as it went to payment (positive) or gave back to the card (negative), or a change of the balance made by staff
 * (no order code). `createdAt` is its date.
 */
@Entity()
export class GiftCardLedgerEntry extends VendureEntity {
    constructor(input?: DeepPartial<GiftCardLedgerEntry>) {
        super(input);
    }

    @ManyToOne('GiftCard', { onDelete: 'CASCADE' })
    giftCard: GiftCard;

    @Index()
    @EntityId()
    giftCardId: ID;

    /** Null for a change of the balance made by staff. */
    @Column({ type: 'varchar', length: 255, nullable: true })
    orderCode: string | null;

    /** Cents taken off the balance; negative when given back. */
    @Column({ type: 'int' })
    amount: number;

    @Column({ length: 3 })
    currencyCode: string;
}
