import { DeepPartial, EntityId, ID, ProductVariant, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { Wishlist } from './wishlist.entity';

/** One product variant in a wishlist, with the quantity the shopper wants; a variant appears once per wishlist. */
@Entity()
@Index(['wishlistId', 'productVariantId'], { unique: true })
export class WishlistItem extends VendureEntity {
    constructor(input?: DeepPartial<WishlistItem>) {
        super(input);
    }

    @ManyToOne('Wishlist', (wishlist: Wishlist) => wishlist.items, { onDelete: 'CASCADE' })
    wishlist: Wishlist;

    @EntityId()
    wishlistId: ID;

    @ManyToOne(() => ProductVariant, { onDelete: 'CASCADE' })
    productVariant: ProductVariant;

    @Index()
    @EntityId()
    productVariantId: ID;

    @Column({ type: 'int' })
    quantity: number;
}
