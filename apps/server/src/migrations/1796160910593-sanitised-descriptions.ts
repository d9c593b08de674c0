import { MigrationInterface, QueryRunner } from 'typeorm';

import { sanitizeStaffHtml } from '../plugins/cms/services/staff-html';

/**
 * Descriptions of products and collections saved before they were sanitised on save (decision 025) are cleaned once,
 * with the same allow-list; a description already clean is left untouched. Not reversible: what was removed is gone.
 */
export class SanitisedDescriptions1796160910593 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const table of ['product_translation', 'collection_translation']) {
            const rows = (await queryRunner.query(`SELECT "id", "description" FROM "${table}"`)) as Array<{
                id: number;
                description: string;
            }>;
            for (const row of rows) {
                const clean = sanitizeStaffHtml(row.description);
                if (clean !== row.description) {
                    await queryRunner.query(`UPDATE "${table}" SET "description" = $1 WHERE "id" = $2`, [clean, row.id]);
                }
            }
        }
    }

    public async down(): Promise<void> {
        // What the sanitiser removed is not kept anywhere.
    }
}
