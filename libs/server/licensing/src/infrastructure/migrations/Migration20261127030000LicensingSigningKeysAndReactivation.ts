import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 0034 (docs/api/licensing.md "Tokens de licencia sin conexión"):
 *
 * - `signing_key`: the Ed25519 keys that sign licence tokens. The public key as a JWK (published at
 *   /.well-known/jwks.json), the private key encrypted with AES-256-GCM under LICENCE_TOKEN_KEY_SECRET.
 *   At most one active key (retired_on is null), enforced by a unique partial index so that two replicas
 *   creating the first key at once cannot both succeed. A retired key stays published until
 *   `published_until` (retired_on + the longest token lifetime), then it is deleted.
 * - `licence_suspension.reactivated_on` / `reactivated_by`: staff put a reversed order's licences back in
 *   force (ReactivateOrderLicences). The row stays, so a replayed reversal still changes nothing, and an
 *   order reactivated before its licences were issued gets them issued in force.
 */
export class Migration20261127030000LicensingSigningKeysAndReactivation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "licensing"."signing_key" (
      "kid" varchar(64) not null,
      "algorithm" varchar(10) not null,
      "public_jwk" jsonb not null,
      "private_key" text not null,
      "created_on" timestamptz not null,
      "retired_on" timestamptz null,
      "published_until" timestamptz null,
      primary key ("kid")
    );`);
    this.addSql(
      'create unique index "signing_key_one_active_unique" on "licensing"."signing_key" (("retired_on" is null)) where "retired_on" is null;',
    );
    this.addSql(
      'alter table "licensing"."licence_suspension" add column "reactivated_on" timestamptz null, add column "reactivated_by" varchar(100) null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table "licensing"."licence_suspension" drop column "reactivated_on", drop column "reactivated_by";');
    this.addSql('drop table if exists "licensing"."signing_key";');
  }
}
