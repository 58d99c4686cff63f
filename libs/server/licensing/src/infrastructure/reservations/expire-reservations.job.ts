import { Injectable, Logger } from '@nestjs/common';
import { Scheduled, type ScheduledJob } from '@lic/server-kernel';
import { EntitlementChanges } from '../entitlements/entitlement-changes';
import { ReservationLedger } from './reservation-ledger';

/** Reservations given back per run at most; the next minute takes the rest. */
const PER_RUN = 5_000;

/**
 * Every minute, once across replicas (the kernel's job engine): held reservations past their expiry give
 * their units back (status EXPIRED), one statement each (give_back_reservation locks the reservation's
 * balances in id order, then the reservation, as a commit does). A reservation of the same customer and
 * feature gives back the due ones before deciding, and a commit refuses an expired one, so the minute of
 * the schedule never makes a reservation look alive. Repeatable: a reservation no longer held is left alone.
 */
@Injectable()
@Scheduled({ name: 'licensing.expire-reservations', cron: '* * * * *' })
export class ExpireReservationsJob implements ScheduledJob {
  private readonly logger = new Logger('ExpireReservationsJob');

  constructor(
    private readonly ledger: ReservationLedger,
    private readonly changes: EntitlementChanges,
  ) {}

  async run(): Promise<void> {
    const due = await this.ledger.due(PER_RUN);
    let expired = 0;
    for (const { appName, reservationId } of due) {
      const answer = await this.ledger.giveBack(appName, reservationId, 'EXPIRED', true);
      if (answer.outcome === 'EXPIRED' && answer.key) {
        expired++;
        this.changes.changed([answer.key]);
      }
    }
    if (expired > 0) this.logger.log(`${expired} expired reservations gave their units back`);
  }
}
