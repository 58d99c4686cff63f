import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservationCommitResult } from '@lic/shared-api-types';
import {
  ReservationEventIdTakenError,
  ReservationExpiredError,
  ReservationNotFoundError,
  ReservationReleasedError,
} from '../../../domain/reservations/reservation.errors';
import { reservationEventId } from '../../../domain/reservations/reservation.messages';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { ReservationLedger } from '../../../infrastructure/reservations/reservation-ledger';
import { busyWhenContended } from './busy-when-contended';
import { CommitReservationCommand } from './commit-reservation.command';

/**
 * commit_reservation moves the units from reserved to used (never refused: they were set aside) and
 * keeps the consumption event `reserva:` + reservationId; a replay is DUPLICATE, counted once. An
 * expired reservation is refused (409 RESERVATION_EXPIRED; its units are back), a released one too.
 */
@CommandHandler(CommitReservationCommand)
export class CommitReservationHandler implements ICommandHandler<CommitReservationCommand> {
  constructor(
    private readonly ledger: ReservationLedger,
    private readonly changes: EntitlementChanges,
  ) {}

  async execute({ appName, reservationId }: CommitReservationCommand): Promise<ReservationCommitResult> {
    const eventId = reservationEventId(reservationId);
    const answer = await busyWhenContended(() => this.ledger.commit(appName, reservationId, eventId));
    if (answer.key && (answer.outcome === 'ACCEPTED' || answer.outcome === 'EXPIRED')) this.changes.changed([answer.key]);
    switch (answer.outcome) {
      case 'ACCEPTED':
      case 'DUPLICATE':
        return { reservationId, eventId, outcome: answer.outcome, available: answer.available };
      case 'EXPIRED':
        throw new ReservationExpiredError(answer.available);
      case 'RELEASED':
        throw new ReservationReleasedError(answer.available);
      case 'EVENT_ID_TAKEN':
        throw new ReservationEventIdTakenError();
      default:
        throw new ReservationNotFoundError();
    }
  }
}
