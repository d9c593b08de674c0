import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { GiftCard } from './gift-card.entity';

/**
 * One movement of a gift card's balance by an order, written in the transaction that moves the balance: an amount
 * spent as the order goes to payment (positive), or given back to the card (negative). `createdAt` is its date.
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

    @Column({ type: 'varchar', length: 255 })
    orderCode: string;

    /** Cents taken off the balance; negative when given back. */
    @Column({ type: 'int' })
    amount: number;

    @Column({ length: 3 })
    currencyCode: string;
}
