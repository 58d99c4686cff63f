import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReservationResult } from '@lic/shared-api-types';
import { serviceNameOfApp } from '../../../domain/consumption/app-service';
import {
  InsufficientBalanceError,
  PlanSuspendedError,
  UnknownCompanyError,
  UnknownFeatureError,
} from '../../../domain/consumption/consumption.errors';
import { CompanyLicences } from '../../../infrastructure/consumption/company-licences';
import { ReservationIdTakenError } from '../../../domain/reservations/reservation.errors';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { ReservationLedger } from '../../../infrastructure/reservations/reservation-ledger';
import { busyWhenContended } from '../commit-reservation/busy-when-contended';
import { ReserveUnitsCommand } from './reserve-units.command';

/**
 * reserve_units decides (migration 20261127020000): the units are held from the earliest-expiring
 * balance on, never beyond total − used − reserved. The same id with the same request is answered as
 * the first time (its expiry, its status now); with another request 409 RESERVATION_ID_TAKEN.
 */
@CommandHandler(ReserveUnitsCommand)
export class ReserveUnitsHandler implements ICommandHandler<ReserveUnitsCommand> {
  constructor(
    private readonly ledger: ReservationLedger,
    private readonly changes: EntitlementChanges,
    private readonly companies: CompanyLicences,
  ) {}

  async execute({ appName, request }: ReserveUnitsCommand): Promise<ReservationResult> {
    const answer = await busyWhenContended(() => this.ledger.reserve(appName, serviceNameOfApp(appName), request));
    switch (answer.outcome) {
      case 'RESERVED':
        this.changes.changed([request]);
        break;
      case 'REPLAY':
        break;
      case 'CONFLICT':
        throw new ReservationIdTakenError();
      case 'INSUFFICIENT_BALANCE':
        throw new InsufficientBalanceError(answer.available ?? 0);
      case 'PLAN_SUSPENDED':
        throw new PlanSuspendedError();
      default:
        if ((await this.companies.holding(serviceNameOfApp(appName), [request])).size === 0) throw new UnknownCompanyError();
        throw new UnknownFeatureError();
    }
    return {
      reservationId: request.reservationId,
      expiresAt: (answer.expiresAt as Date).toISOString(),
      status: answer.status ?? 'HELD',
      available: answer.available,
    };
  }
}
