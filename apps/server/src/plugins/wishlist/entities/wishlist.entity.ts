import { Customer, DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { WishlistItem } from './wishlist-item.entity';

/**
 * A shopper's wishlist: a customer's (one each), or a guest's, reached only through a random token of which just
 * the SHA-256 hash is stored, so a copy of the database does not open guests' wishlists. `updatedAt` is when it was
 * last used; guest wishlists unused for a year are deleted by a scheduled task.
 */
@Entity()
export class Wishlist extends VendureEntity {
    constructor(input?: DeepPartial<Wishlist>) {
        super(input);
    }

    @ManyToOne(() => Customer, { nullable: true, onDelete: 'CASCADE' })
    customer: Customer | null;

    @Index({ unique: true })
    @EntityId({ nullable: true })
    customerId: ID | null;

    /** Hex SHA-256 of the guest token; null for a customer's wishlist. */
    @Index({ unique: true })
    @Column({ type: 'varchar', length: 64, nullable: true })
    tokenHash: string | null;

    @OneToMany(() => WishlistItem, item => item.wishlist)
    items: WishlistItem[];
}
