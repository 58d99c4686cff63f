/** The plans of an order were suspended because its approved payment was reversed: once per order. */
export class LicenceSuspendedEvent {
  static readonly eventName = 'licensing.licence-suspended';

  constructor(
    readonly referenceUuid: string,
    readonly customerId: string,
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly appName: string,
    readonly serviceName: string,
    readonly planIds: number[],
    readonly reason: string,
    readonly suspendedOn: Date,
  ) {}
}
