import { Query } from '@nestjs/cqrs';

/** One accepted consumption event as the customer's movements report shows it. */
export interface ConsumptionMovement {
  eventId: string;
  appName: string;
  featureCode: string;
  quantity: number;
  occurredAt: Date;
}

/** The consumption of a customer's feature in a service between two instants, newest first (at most `limit`). */
export class GetConsumptionMovementsQuery extends Query<ConsumptionMovement[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string,
    readonly featureCode: string,
    readonly from: Date,
    readonly to: Date,
    readonly limit: number,
  ) {
    super();
  }
}
