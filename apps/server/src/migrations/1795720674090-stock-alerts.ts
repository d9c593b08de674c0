import {MigrationInterface, QueryRunner} from "typeorm";

export class StockAlerts1795720674090 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "stock_alert" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "emailAddress" character varying(254) NOT NULL, "status" character varying(16) NOT NULL, "nonce" character varying(32) NOT NULL, "notifiedAt" TIMESTAMP, "id" SERIAL NOT NULL, "productVariantId" integer NOT NULL, CONSTRAINT "PK_b03b162a0276f6e46528700cf86" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6a91e0e5a71f0ce98c22a1681e" ON "stock_alert" ("productVariantId", "status") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12c6f744dcc241d69cb5d5370" ON "stock_alert" ("productVariantId", "emailAddress") `, undefined);
        await queryRunner.query(`ALTER TABLE "stock_alert" ADD CONSTRAINT "FK_ef6e7c6557a1fa2905a9b1010ce" FOREIGN KEY ("productVariantId") REFERENCES "product_variant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "stock_alert" DROP CONSTRAINT "FK_ef6e7c6557a1fa2905a9b1010ce"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e12c6f744dcc241d69cb5d5370"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6a91e0e5a71f0ce98c22a1681e"`, undefined);
        await queryRunner.query(`DROP TABLE "stock_alert"`, undefined);
   }

}
