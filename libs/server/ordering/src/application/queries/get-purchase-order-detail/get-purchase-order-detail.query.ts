import { Query } from '@nestjs/cqrs';
import type {
  PurchaseOrderConsent,
  PurchaseOrderCustomer,
  PurchaseOrderDetail,
  PurchaseOrderDetailLine,
  PurchaseOrderTimelineEntry,
  PurchaseOrderTimelineKind,
  PurchaseOrderTotals,
} from '@lic/shared-api-types';

/** The wire shapes of GetPurchaseOrderDetail (libs/shared/api-types), under the names this context uses. */
export type PurchaseOrderDetailLineView = PurchaseOrderDetailLine;
export type PurchaseOrderTotalsView = PurchaseOrderTotals;
export type PurchaseOrderCustomerView = PurchaseOrderCustomer;
export type PurchaseOrderConsentView = PurchaseOrderConsent;
export type { PurchaseOrderTimelineKind };
export type PurchaseOrderTimelineEntryView = PurchaseOrderTimelineEntry;
export type PurchaseOrderDetailView = PurchaseOrderDetail;

/** The whole order for support staff: lines, totals, customers, consent and what happened to it. */
export class GetPurchaseOrderDetailQuery extends Query<PurchaseOrderDetailView | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
