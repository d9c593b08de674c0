import {MigrationInterface, QueryRunner} from "typeorm";

export class ServicePriceBand1795711034104 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsServicepriceabove" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsServicepriceupto" integer`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsServicepriceupto"`, undefined);
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsServicepriceabove"`, undefined);
   }

}
