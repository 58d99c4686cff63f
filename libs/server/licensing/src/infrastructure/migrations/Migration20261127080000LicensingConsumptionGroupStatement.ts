import { Migration } from '@mikro-orm/migrations';

/** The signature both functions share (what consume_events takes). */
const ARGUMENTS = 'varchar, varchar, varchar[], int[], varchar[], varchar[], int[], timestamptz[]';

/**
 * Issue 16 part 6 (decision 0038): `consume_event_group`, the statement of group commit's small groups.
 *
 * Its body is consume_events' own, copied from the catalogue when this migration runs, so the two decide
 * every event alike; what differs is only how PostgreSQL plans the statements inside. consume_events keeps
 * `plan_cache_mode = force_custom_plan` (its generic plans know nothing of the arrays and take twice as long
 * for a batch of 1,000); consume_event_group has no such setting, so after five calls on a pooled connection
 * it runs on cached generic plans and does not plan its five statements again for every group of a few
 * events, which was half of what such a group cost (decision 0038 "Measurements").
 *
 * A migration that redefines consume_events redefines this one too (copying the body again, as here);
 * `consumption-group-statement.int.spec.ts` fails while their bodies differ.
 */
export class Migration20261127080000LicensingConsumptionGroupStatement extends Migration {
  override async up(): Promise<void> {
    this.addSql(copyOfConsumeEvents());
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "licensing"."consume_event_group"(${ARGUMENTS});`);
  }
}

/** Creates (or replaces) consume_event_group with the body consume_events has now. */
export function copyOfConsumeEvents(): string {
  return `do $copy$
    declare
      v_body text;
    begin
      select p.prosrc into strict v_body from pg_proc p
       where p.oid = '"licensing"."consume_events"(${ARGUMENTS})'::regprocedure;
      execute format($create$create or replace function "licensing"."consume_event_group"(
          p_app_name varchar, p_service_name varchar, p_event_ids varchar[], p_document_types int[],
          p_document_numbers varchar[], p_feature_codes varchar[], p_quantities int[], p_occurred_at timestamptz[])
        returns table ("ord" int, "outcome" varchar, "available" bigint)
        language plpgsql volatile as %L$create$, v_body);
    end
    $copy$;`;
}
