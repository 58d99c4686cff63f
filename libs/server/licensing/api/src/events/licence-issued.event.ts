/** The plans of an approved order (or of a staff licence) were issued: once per order. */
export class LicenceIssuedEvent {
  static readonly eventName = 'licensing.licence-issued';

  constructor(
    /** The order, or null for a licence added by staff. */
    readonly referenceUuid: string | null,
    readonly customerId: string,
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly appName: string,
    readonly serviceName: string,
    readonly planIds: number[],
    readonly issuedOn: Date,
  ) {}
}
