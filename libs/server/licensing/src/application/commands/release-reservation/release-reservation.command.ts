import { Command } from '@nestjs/cqrs';
import type { ReservationReleaseResult } from '@lic/shared-api-types';

/** Decision 0033: the reserved work failed; the units go back to the customer's balances. */
export class ReleaseReservationCommand extends Command<ReservationReleaseResult> {
  constructor(
    readonly appName: string,
    readonly reservationId: string,
  ) {
    super();
  }
}
