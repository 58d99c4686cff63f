import { Command } from '@nestjs/cqrs';

export interface ReactivateOrderLicencesResult {
  /** The order; null for a staff licence (reactivated alone). */
  referenceUuid: string | null;
  /** The plans put back in force. */
  planIds: number[];
}

/**
 * Staff put back in force the licences of an order suspended by a reversed payment (the reversal was
 * settled) or by staff: the order of the plan `purchaseOrderLicenseId`, or that staff licence alone
 * (docs/api/licensing.md "Reactivación").
 */
export class ReactivateOrderLicencesCommand extends Command<ReactivateOrderLicencesResult> {
  constructor(
    /** A plan of the order, as the back-office licence detail knows it. */
    readonly purchaseOrderLicenseId: number,
    /** The staff user (user name), for the audit and the event. */
    readonly reactivatedBy: string | null,
  ) {
    super();
  }
}
