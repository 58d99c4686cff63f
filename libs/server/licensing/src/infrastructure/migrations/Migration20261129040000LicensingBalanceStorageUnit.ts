import { Migration } from '@mikro-orm/migrations';

/**
 * A storage balance keeps the unit its package granted it in (MB or GB, decision 0042): until now a sale copied
 * the quantity alone, so "10 GB" became "10" on the licence card and in the exports.
 *
 * - `licence_balance.storage_unit`: 'MB', 'GB' or null (a feature that is no storage).
 * - Balances issued before this migration take the unit their package's feature has now (the catalogue keeps
 *   no history of it); features the catalogue configured without a unit stay null.
 */
export class Migration20261129040000LicensingBalanceStorageUnit extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "licensing"."licence_balance" add column "storage_unit" varchar(2) null;');
    this.addSql(`update "licensing"."licence_balance" b
         set "storage_unit" = f."storage_unit"
        from "licensing"."licence_plan" p,
             (select distinct on ("package_id", "service_feature_id") "package_id", "service_feature_id", "storage_unit"
                from "catalogue"."package_feature"
               where "storage_unit" in ('MB', 'GB')
               order by "package_id", "service_feature_id", "id") f
       where b."plan_id" = p."id" and f."package_id" = p."package_id" and f."service_feature_id" = b."feature_id";`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "licensing"."licence_balance" drop column "storage_unit";');
  }
}
