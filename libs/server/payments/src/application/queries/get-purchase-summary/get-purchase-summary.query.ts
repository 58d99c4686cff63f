import { Query } from '@nestjs/cqrs';
import type { SummaryOrder } from '@lic/shared-api-types';

/** The purchase summary of an order (storefront.md §3); 404 "¡Orden de compra vacía o no existe!" when unknown. */
export class GetPurchaseSummaryQuery extends Query<SummaryOrder> {
  constructor(
    readonly referenceUuid: string,
    /** When given, the order must be of this app (any case). */
    readonly appName: string | null,
  ) {
    super();
  }
}
