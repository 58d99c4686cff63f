import { Migration } from '@mikro-orm/migrations';

/**
 * Contract balances (docs/api/contracts.md "Saldos del convenio"): which licence plan granted
 * each contract line. The primary key makes the grant idempotent (a replayed ContractCreated grants
 * nothing twice) and lets the dashboard tell the lines of a contract apart.
 */
export class Migration20261122080300LicensingContractGrants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "licensing"."contract_grant" (
      "contract_id" int not null,
      "line_id" int not null,
      "plan_id" bigint not null,
      "granted_on" timestamptz not null default now(),
      primary key ("contract_id", "line_id")
    );`);
    this.addSql(
      'alter table "licensing"."contract_grant" add constraint "contract_grant_plan_id_foreign" foreign key ("plan_id") references "licensing"."licence_plan" ("id") on update cascade on delete cascade;',
    );
    this.addSql('create index "contract_grant_plan_id_index" on "licensing"."contract_grant" ("plan_id");');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "licensing"."contract_grant" cascade;');
  }
}
