import {MigrationInterface, QueryRunner} from "typeorm";

export class PriceHistoryAndProductSheet1795251356403 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "price_history_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "currencyCode" character varying(3) NOT NULL, "effectiveFrom" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, "variantId" integer NOT NULL, "channelId" integer NOT NULL, "price" integer NOT NULL, CONSTRAINT "PK_17a7145266af1a3cf0443c2d45d" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ce566c00e427658996a669ebbc" ON "price_history_entry" ("variantId", "channelId", "currencyCode", "effectiveFrom") `, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsProductsheeturl" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsProductsheeturl"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ce566c00e427658996a669ebbc"`, undefined);
        await queryRunner.query(`DROP TABLE "price_history_entry"`, undefined);
   }

}
