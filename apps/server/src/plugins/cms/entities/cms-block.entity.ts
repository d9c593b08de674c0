import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A piece of staff-edited content (shipping message, footer columns, logos…) identified by name and locale. */
@Entity()
@Index(['identifier', 'locale'], { unique: true })
export class CmsBlock extends VendureEntity {
    constructor(input?: DeepPartial<CmsBlock>) {
        super(input);
    }

    @Column({ length: 64 })
    identifier: string;

    @Column({ length: 8 })
    locale: string;

    /** Free-form JSON whose shape depends on the identifier (see the seed for each one). */
    @Column('simple-json')
    content: Record<string, unknown>;
}
