import { Migration } from '@mikro-orm/migrations';

/** The address a staff read of personal data came from (decision 0068). */
export class Migration20261130020000PrivacyAccessAddress extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "privacy"."personal_data_access" add column "ip" varchar(45) null;');
  }
}
