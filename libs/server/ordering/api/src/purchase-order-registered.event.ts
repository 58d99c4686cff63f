import type { PaymentMethod, PurchaseOrderKind, PurchaseOrderState } from './purchase-order-state';

export interface PurchaseOrderRegisteredLine {
  packageId: number;
  packageCode: string;
  packageName: string;
  packageTypeCode: string;
  validityTypeId: string;
  validityPeriod: number;
  quantity: number;
  base: number;
  discount: number;
  newBase: number;
  taxIva: number;
  ivaValue: number;
  total: number;
}

/**
 * A purchase order was registered (or a free trial activated): payments starts the online payment of
 * state 1, waits for the cash of state 5, and licensing issues the licences of state 8 at once.
 */
export class PurchaseOrderRegisteredEvent {
  static readonly eventName = 'ordering.purchase-order-registered';

  constructor(
    readonly referenceUuid: string,
    readonly paymentReference: string,
    readonly appName: string,
    readonly serviceName: string,
    readonly kind: PurchaseOrderKind,
    readonly paymentMethod: PaymentMethod,
    readonly state: PurchaseOrderState,
    readonly billingCustomerId: string,
    readonly serviceCustomerId: string,
    readonly promotionCode: string | null,
    readonly subTotal: number,
    readonly totalDiscount: number,
    readonly taxIva: number,
    readonly total: number,
    readonly lines: PurchaseOrderRegisteredLine[],
    readonly occurredOn: Date,
  ) {}
}
