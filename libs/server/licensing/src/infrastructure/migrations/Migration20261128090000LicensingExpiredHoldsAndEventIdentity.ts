import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 0047 (docs/api/licensing.md "Consumo", "Reservas"):
 *
 * - A reservation stops holding at its expiry instant, not when the expiry job passes. `held_units(b)` is
 *   what a balance holds for reservations not yet due; `available_units` (every reservation answer) and the
 *   entitlement read measure with it. `give_back_due_reservations` gives the due holds of some keys back;
 *   consume_events calls it under its balance locks before measuring, consume_event hands a key with a due
 *   hold to consume_events, and reserve_units calls it after locking the key (as it did inline). A replayed
 *   reservation that is due answers EXPIRED. The job only tidies the holds nobody touched.
 * - An event id sent again with another customer, feature or quantity (than the event kept, or than its first
 *   copy in the same call) is EVENT_ID_REUSED, no longer DUPLICATE; the same body stays DUPLICATE.
 *
 * It only replaced functions: each now has one source in infrastructure/sql, applied after the migrations
 * whenever it changes (decision 0072), so this migration does nothing; it stays in the history.
 */
export class Migration20261128090000LicensingExpiredHoldsAndEventIdentity extends Migration {
  override async up(): Promise<void> {
    // Functions only: infrastructure/sql (decision 0072).
  }

  override async down(): Promise<void> {
    // Functions only: infrastructure/sql (decision 0072).
  }
}
