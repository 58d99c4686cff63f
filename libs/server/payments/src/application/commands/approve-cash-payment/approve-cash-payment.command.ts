import { Command } from '@nestjs/cqrs';
import type { ChangeStatePurchaseResult } from '@lic/shared-api-types';

/**
 * A staff decision on a pending cash payment (backoffice-catalogue.md §4): approve (6) or reject (7, with a
 * reject type). Only from pending (5): of two decisions on one payment, the second fails (422) and changes
 * nothing. Behind the spec's `ChangeStatePurchase` route (named by intent, not by its route).
 */
export class ApproveCashPaymentCommand extends Command<ChangeStatePurchaseResult> {
  constructor(
    /** The `id` of the cash list's record: the order's referenceUuid (or the payment's id). */
    readonly id: string,
    readonly idState: 6 | 7,
    readonly rejectTypeId: number | null,
    readonly staff: { userName: string; userId: string | null },
    readonly ip: string | null,
  ) {
    super();
  }
}
