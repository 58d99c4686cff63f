export interface PurchaseOrderCancelledFields {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  /** The order's total (whole pesos): 0 for a free order, which has no invoice. */
  total: number;
  cancelledAt: Date;
  /** The staff user who cancelled it. */
  cancelledBy: string;
  /** The reason staff wrote (it goes on the licences' suspension and in the credit note). */
  reason: string;
}

/**
 * Staff cancelled a paid order ("Anular orden" in "Órdenes de compra", decision 0066): licensing suspends its
 * licences as for a reversal, invoicing credits its invoice (or cancels the invoice still waiting for a range).
 * Once per order; the payment and the refund are outside the product.
 */
export class PurchaseOrderCancelledEvent implements PurchaseOrderCancelledFields {
  static readonly eventName = 'ordering.purchase-order-cancelled';

  readonly referenceUuid!: string;
  readonly paymentReference!: string;
  readonly appName!: string;
  readonly total!: number;
  readonly cancelledAt!: Date;
  readonly cancelledBy!: string;
  readonly reason!: string;

  constructor(fields: PurchaseOrderCancelledFields) {
    Object.assign(this, fields);
  }
}
