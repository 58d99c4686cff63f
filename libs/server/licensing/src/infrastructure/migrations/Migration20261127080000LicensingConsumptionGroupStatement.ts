import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 0038: `consume_event_group`, the statement of group commit's small groups, with
 * consume_events' own body and no `plan_cache_mode` setting, so that after five calls on a pooled connection
 * it runs on cached generic plans.
 *
 * It only created a function: that function is now built from the same source as consume_events
 * (infrastructure/sql/consume-events.sql), applied after the migrations whenever it changes (decision 0072), so
 * this migration does nothing; it stays in the history.
 */
export class Migration20261127080000LicensingConsumptionGroupStatement extends Migration {
  override async up(): Promise<void> {
    // Functions only: infrastructure/sql (decision 0072).
  }

  override async down(): Promise<void> {
    // Functions only: infrastructure/sql (decision 0072).
  }
}
