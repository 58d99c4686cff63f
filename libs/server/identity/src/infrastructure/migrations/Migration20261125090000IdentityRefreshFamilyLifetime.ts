import { Migration } from '@mikro-orm/migrations';

/**
 * Refresh-token families get an absolute end (REFRESH_ABSOLUTE_TTL_DAYS) beside each token's idle
 * end. Tokens issued before keep their own expiry as the family's end.
 */
export class Migration20261125090000IdentityRefreshFamilyLifetime extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "identity"."refresh_token" add column "family_expires_on" timestamptz null;');
    this.addSql('update "identity"."refresh_token" set "family_expires_on" = "expires_on";');
    this.addSql('alter table "identity"."refresh_token" alter column "family_expires_on" set not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "identity"."refresh_token" drop column "family_expires_on";');
  }
}
