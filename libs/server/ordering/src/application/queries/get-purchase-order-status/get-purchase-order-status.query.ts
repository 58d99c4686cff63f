import { Query } from '@nestjs/cqrs';
import type { PurchaseOrderStatus } from '@lic/shared-api-types';

/** The payment status of an order of the app (404 when the app has no such order); behind GetStatusPurchaseOrder. */
export class GetPurchaseOrderStatusQuery extends Query<PurchaseOrderStatus> {
  constructor(
    readonly referenceUuid: string,
    readonly appName: string,
  ) {
    super();
  }
}
