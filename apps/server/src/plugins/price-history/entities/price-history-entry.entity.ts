import { CurrencyCode, DeepPartial, EntityId, ID, Money, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * One selling price a variant had in one channel and currency, from `effectiveFrom` until the next entry.
 * Rows are only ever added: the Omnibus rule needs the prices of the past, even of variants deleted since.
 */
@Entity()
@Index(['variantId', 'channelId', 'currencyCode', 'effectiveFrom'])
export class PriceHistoryEntry extends VendureEntity {
    constructor(input?: DeepPartial<PriceHistoryEntry>) {
        super(input);
    }

    @EntityId()
    variantId: ID;

    @EntityId()
    channelId: ID;

    @Column('varchar', { length: 3 })
    currencyCode: CurrencyCode;

    /** As in ProductVariantPrice: cents, with or without VAT as the channel's prices are entered. */
    @Money()
    price: number;

    @Column({ type: Date })
    effectiveFrom: Date;
}
