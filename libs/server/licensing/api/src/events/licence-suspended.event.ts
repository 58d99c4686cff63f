/**
 * Plans were suspended: an order's because its approved payment was reversed (once per order), or by staff
 * ("Suspender", with their reason: the order's plans, or a staff licence alone, referenceUuid null).
 */
export class LicenceSuspendedEvent {
  static readonly eventName = 'licensing.licence-suspended';

  constructor(
    readonly referenceUuid: string | null,
    readonly customerId: string,
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly appName: string,
    readonly serviceName: string,
    readonly planIds: number[],
    readonly reason: string,
    readonly suspendedOn: Date,
    /** The staff user who suspended them (user name); absent for a reversed payment. */
    readonly suspendedBy: string | null = null,
  ) {}
}
