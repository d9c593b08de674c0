import {MigrationInterface, QueryRunner} from "typeorm";

export class WishlistAndGiftCards1795253946370 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "gift_card" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(16) NOT NULL, "initialBalance" integer NOT NULL, "balance" integer NOT NULL, "currencyCode" character varying(3) NOT NULL DEFAULT 'EUR', "expiresAt" TIMESTAMP, "enabled" boolean NOT NULL DEFAULT true, "id" SERIAL NOT NULL, CONSTRAINT "PK_af4e338d2d41035042843ad641f" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_53cb5605fa42e82b4d47b47bda" ON "gift_card" ("code") `, undefined);
        await queryRunner.query(`CREATE TABLE "wishlist_item" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "quantity" integer NOT NULL, "id" SERIAL NOT NULL, "wishlistId" integer NOT NULL, "productVariantId" integer NOT NULL, CONSTRAINT "PK_dc473007d691690801365193b72" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_acb085dfe252134ae370f57fd4" ON "wishlist_item" ("productVariantId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_62795452768dab13dd588a41be" ON "wishlist_item" ("wishlistId", "productVariantId") `, undefined);
        await queryRunner.query(`CREATE TABLE "wishlist" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "tokenHash" character varying(64), "id" SERIAL NOT NULL, "customerId" integer, CONSTRAINT "PK_620bff4a240d66c357b5d820eaa" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e0cb3d07cc2e5a632af0fade79" ON "wishlist" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1092be5ea8bb62df422194591f" ON "wishlist" ("tokenHash") `, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d" FOREIGN KEY ("wishlistId") REFERENCES "wishlist"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_acb085dfe252134ae370f57fd4d" FOREIGN KEY ("productVariantId") REFERENCES "product_variant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist" ADD CONSTRAINT "FK_e0cb3d07cc2e5a632af0fade798" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "wishlist" DROP CONSTRAINT "FK_e0cb3d07cc2e5a632af0fade798"`, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_acb085dfe252134ae370f57fd4d"`, undefined);
        await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_921ac5bf6c7c3b94000f105a86d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1092be5ea8bb62df422194591f"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_e0cb3d07cc2e5a632af0fade79"`, undefined);
        await queryRunner.query(`DROP TABLE "wishlist"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_62795452768dab13dd588a41be"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_acb085dfe252134ae370f57fd4"`, undefined);
        await queryRunner.query(`DROP TABLE "wishlist_item"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_53cb5605fa42e82b4d47b47bda"`, undefined);
        await queryRunner.query(`DROP TABLE "gift_card"`, undefined);
   }

}
