import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';
import type { RegisteredPurchaseOrder, RegisterPurchaseOrderRequest } from '@lic/shared-api-types';

/** Who sends an order: the optional signed-in user and the client's address (consent record). */
export interface PurchaseCaller {
  user?: AuthenticatedUser;
  ip: string | null;
}

export interface RegisterPurchaseOrderResult {
  result: RegisteredPurchaseOrder;
  statusMessage: string;
}

/**
 * Registers the purchase order of the purchase form (storefront.md §4 Purchase submit, design.md §5):
 * prices recomputed, cart and base-package rules enforced, customers upserted, one order per
 * submissionId, PurchaseOrderRegisteredEvent in the same transaction.
 */
export class RegisterPurchaseOrderCommand extends Command<RegisterPurchaseOrderResult> {
  constructor(
    readonly request: RegisterPurchaseOrderRequest,
    readonly caller: PurchaseCaller,
  ) {
    super();
  }
}
