import { Migration } from '@mikro-orm/migrations';

/** The day from which each published version of a brand's policy governs (decision 0069). */
export class Migration20261130030000PrivacyPolicyEffectiveDate extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "privacy"."policy_version" add column "effective_on" date null;');
    this.addSql(`update "privacy"."policy_version" set "effective_on" = ("published_at" at time zone 'America/Bogota')::date;`);
    this.addSql('alter table "privacy"."policy_version" alter column "effective_on" set not null;');
  }
}
