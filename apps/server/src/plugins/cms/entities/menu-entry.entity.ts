import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * A staff-added menu item. Menus are built from the category tree; entries add links to it,
 * at the top level or under an item named by `parentUid` (a category item's or another entry's uid).
 */
@Entity()
@Index(['menuCode', 'locale'])
export class MenuEntry extends VendureEntity {
    constructor(input?: DeepPartial<MenuEntry>) {
        super(input);
    }

    @Column({ length: 64 })
    menuCode: string;

    @Column({ length: 8 })
    locale: string;

    @Column({ length: 100 })
    label: string;

    /** A locale-less path inside the shop (e.g. /offerte) or an https:// URL. */
    @Column({ length: 300 })
    link: string;

    @Column({ type: 'int', default: 0 })
    position: number;

    @Column({ type: 'varchar', length: 64, nullable: true })
    parentUid: string | null;
}
