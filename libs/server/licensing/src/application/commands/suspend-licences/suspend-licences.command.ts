import { Command } from '@nestjs/cqrs';

export interface SuspendLicencesResult {
  /** The order whose plans were suspended; null for a staff licence (suspended alone). */
  referenceUuid: string | null;
  planIds: number[];
}

/**
 * Staff with full licence access suspend the licences of a plan's order (a staff licence alone), with a
 * reason the app receives in licence.suspended (docs/api/licensing.md "Suspensión"; decision 0053).
 */
export class SuspendLicencesCommand extends Command<SuspendLicencesResult> {
  constructor(
    /** A plan of the order, as the back-office licence detail knows it. */
    readonly purchaseOrderLicenseId: number,
    /** Why, as customers, staff and apps read it (Spanish). */
    readonly reason: string,
    /** The staff user (user name). */
    readonly suspendedBy: string | null,
  ) {
    super();
  }
}
