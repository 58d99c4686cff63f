import { Command } from '@nestjs/cqrs';
import type { ReservationResult } from '@lic/shared-api-types';
import type { ReserveRequest } from '../../../infrastructure/reservations/reservation-ledger';

/** Decision 0033: sets units of a customer's feature aside for work that may still fail. */
export class ReserveUnitsCommand extends Command<ReservationResult> {
  constructor(
    /** The app of the credential (the reservation's appName was checked against it). */
    readonly appName: string,
    readonly request: ReserveRequest,
  ) {
    super();
  }
}
