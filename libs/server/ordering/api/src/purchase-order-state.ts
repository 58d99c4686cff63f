/**
 * States of a purchase order (docs/api/ordering.md, "Órdenes de compra y pruebas gratuitas"). The cash
 * states 5, 6 and 7 are those of backoffice-catalogue.md §4; the others are this project's own.
 *
 *   EN_LINEA   1 registered ──▶ 6 approved | 7 rejected        (payments context)
 *   EFECTIVO   5 pending cash ──▶ 6 approved | 7 rejected     (back office, only from 5)
 *   paid       6 approved ──▶ 10 reversed                     (the gateway reversed the payment; licences suspended;
 *                                                            from 1 or 5 too when the reversal arrives first)
 *   paid       6 approved ──▶ 11 cancelled                    (staff cancelled the paid order; licences suspended,
 *                                                            credit note issued; the refund is outside the product)
 *   SIN_PAGO   8 activated without payment                    (at once)
 *   trial      9 pending activation ──▶ 8 activated          (activation link)
 */
export const PurchaseOrderState = {
  REGISTERED: 1,
  PENDING_CASH: 5,
  APPROVED: 6,
  REJECTED: 7,
  ACTIVATED: 8,
  PENDING_ACTIVATION: 9,
  /** Paid, then the gateway reversed the payment (ePayco 6, "Reversada"): its licences are suspended. */
  REVERSED: 10,
  /** Paid, then cancelled by staff ("Anular orden", decision 0066): its licences are suspended, its invoice credited. */
  CANCELLED: 11,
} as const;
export type PurchaseOrderState = (typeof PurchaseOrderState)[keyof typeof PurchaseOrderState];

export const PAYMENT_METHODS = ['EN_LINEA', 'EFECTIVO', 'SIN_PAGO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A purchase from the purchase form, or a free trial from the trial form. */
export type PurchaseOrderKind = 'PURCHASE' | 'TRIAL';
