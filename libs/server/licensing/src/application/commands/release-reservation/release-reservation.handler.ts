import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservationReleaseResult } from '@lic/shared-api-types';
import { ReservationCommittedError, ReservationNotFoundError } from '../../../domain/reservations/reservation.errors';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { ReservationLedger } from '../../../infrastructure/reservations/reservation-ledger';
import { busyWhenContended } from '../commit-reservation/busy-when-contended';
import { ReleaseReservationCommand } from './release-reservation.command';

/**
 * give_back_reservation returns a held reservation's units; releasing again answers the same
 * (RELEASED, or EXPIRED when it had expired). A committed reservation cannot be released (409).
 */
@CommandHandler(ReleaseReservationCommand)
export class ReleaseReservationHandler implements ICommandHandler<ReleaseReservationCommand> {
  constructor(
    private readonly ledger: ReservationLedger,
    private readonly changes: EntitlementChanges,
  ) {}

  async execute({ appName, reservationId }: ReleaseReservationCommand): Promise<ReservationReleaseResult> {
    const answer = await busyWhenContended(() => this.ledger.giveBack(appName, reservationId, 'RELEASED', false));
    if (answer.outcome === 'NOT_FOUND') throw new ReservationNotFoundError();
    if (answer.outcome === 'COMMITTED') throw new ReservationCommittedError();
    if (answer.key) this.changes.changed([answer.key]);
    return { reservationId, status: answer.outcome === 'EXPIRED' ? 'EXPIRED' : 'RELEASED' };
  }
}
