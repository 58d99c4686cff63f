/**
 * The suspended plans of an order (or a suspended staff licence, referenceUuid null) were put back in force
 * by staff: once per reactivation. Consumption draws from them again.
 */
export class LicenceReactivatedEvent {
  static readonly eventName = 'licensing.licence-reactivated';

  constructor(
    readonly referenceUuid: string | null,
    readonly customerId: string,
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly appName: string,
    readonly serviceName: string,
    readonly planIds: number[],
    /** The staff user who reactivated them (user name), for the audit. */
    readonly reactivatedBy: string | null,
    readonly reactivatedOn: Date,
  ) {}
}
