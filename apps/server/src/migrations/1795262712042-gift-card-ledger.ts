import {MigrationInterface, QueryRunner} from "typeorm";

export class GiftCardLedger1795262712042 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "gift_card_ledger_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "orderCode" character varying(255), "amount" integer NOT NULL, "currencyCode" character varying(3) NOT NULL, "id" SERIAL NOT NULL, "giftCardId" integer NOT NULL, CONSTRAINT "PK_9192a8730880bcd4707113748b6" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5b830cc247dc53855b743a94a7" ON "gift_card_ledger_entry" ("giftCardId") `, undefined);
        await queryRunner.query(`ALTER TABLE "gift_card_ledger_entry" ADD CONSTRAINT "FK_5b830cc247dc53855b743a94a7d" FOREIGN KEY ("giftCardId") REFERENCES "gift_card"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "gift_card_ledger_entry" DROP CONSTRAINT "FK_5b830cc247dc53855b743a94a7d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5b830cc247dc53855b743a94a7"`, undefined);
        await queryRunner.query(`DROP TABLE "gift_card_ledger_entry"`, undefined);
   }

}
