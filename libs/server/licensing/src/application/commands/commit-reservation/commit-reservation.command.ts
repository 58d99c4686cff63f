import { Command } from '@nestjs/cqrs';
import type { ReservationCommitResult } from '@lic/shared-api-types';

/** Decision 0033: the reserved work succeeded; its units become a consumption event. */
export class CommitReservationCommand extends Command<ReservationCommitResult> {
  constructor(
    readonly appName: string,
    readonly reservationId: string,
  ) {
    super();
  }
}
