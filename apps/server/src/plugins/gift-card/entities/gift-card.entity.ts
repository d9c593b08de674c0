import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * A shop gift card: a code worth a balance in cents that shoppers spend across orders. The code is kept
 * normalised (16 upper-case characters, no dashes) so lookups are exact and case never matters.
 */
@Entity()
export class GiftCard extends VendureEntity {
    constructor(input?: DeepPartial<GiftCard>) {
        super(input);
    }

    @Index({ unique: true })
    @Column({ length: 16 })
    code: string;

    @Column({ type: 'int' })
    initialBalance: number;

    /** What is left to spend; lowered only by a conditional UPDATE when an order goes to payment. */
    @Column({ type: 'int' })
    balance: number;

    @Column({ length: 3, default: 'EUR' })
    currencyCode: string;

    @Column({ type: Date, nullable: true })
    expiresAt: Date | null;

    @Column({ default: true })
    enabled: boolean;
}
