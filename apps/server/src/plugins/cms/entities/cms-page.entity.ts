import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** A generic content page (shipping and returns, privacy policy, terms of sale…) reached by its slug. */
@Entity()
@Index(['slug', 'locale'], { unique: true })
export class CmsPage extends VendureEntity {
    constructor(input?: DeepPartial<CmsPage>) {
        super(input);
    }

    @Column({ length: 128 })
    slug: string;

    @Column({ length: 8 })
    locale: string;

    @Column({ length: 200 })
    title: string;

    /** Staff-written HTML. */
    @Column('text')
    body: string;

    @Column({ type: 'varchar', length: 300, nullable: true })
    metaDescription: string | null;
}
