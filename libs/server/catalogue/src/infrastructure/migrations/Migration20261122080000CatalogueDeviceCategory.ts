import { Migration } from '@mikro-orm/migrations';

/**
 * Contracts (docs/api/contracts.md "Productos por dispositivo"): a package of a device-based
 * contract product carries a device category (backoffice-licensing.md §3.7 Package.deviceCategoryId).
 * A service is device-based when one of its active packages has one.
 */
export class Migration20261122080000CatalogueDeviceCategory extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "catalogue"."package" add column "device_category_id" smallint null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "catalogue"."package" drop column "device_category_id";');
  }
}
