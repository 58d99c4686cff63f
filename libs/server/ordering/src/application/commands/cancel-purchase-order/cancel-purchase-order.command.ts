import { Command } from '@nestjs/cqrs';
import type { CancelPurchaseOrderResult } from '@lic/shared-api-types';

export type { CancelPurchaseOrderResult };

/** Staff cancel a paid order ("Anular orden", decision 0066); null when the order does not exist. */
export class CancelPurchaseOrderCommand extends Command<CancelPurchaseOrderResult | null> {
  constructor(
    readonly referenceUuid: string,
    readonly reason: string,
    readonly cancelledBy: string,
  ) {
    super();
  }
}
