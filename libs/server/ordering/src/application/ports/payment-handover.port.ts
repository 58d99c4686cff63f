/** Token of the hand-over of an online payment (EN_LINEA) to the payment gateway side. */
export const PAYMENT_HANDOVER = Symbol('PAYMENT_HANDOVER');

export interface OnlinePaymentOrder {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  total: number;
  serviceName: string;
  taxIva: number;
  registeredOn: Date;
  /** The payer: the billing customer. */
  customer: {
    personType: string;
    name: string;
    documentTypeId: number;
    documentNumber: string;
    email: string;
    cellphoneNumber: string | null;
  };
  lines: { packageId: number; packageName: string; quantity: number; unitPrice: number; total: number }[];
}

export interface OnlinePaymentHandover {
  /** Gateway the storefront goes to: SANDBOX offline, EPAYCO or PAGUEATIEMPO when configured. */
  paymentGateway: string;
  epaycoPaymentCode: string | null;
  /** The order's token for POST /payment/form (ePayco's signToken); null when the gateway gives none. */
  token?: string | null;
}

/**
 * Prepares the online payment of a registered order. Throwing refuses the order with ER15 (nothing is
 * registered). Idempotent: asked again for the same order it answers the same (a replayed submission).
 * The default adapter asks the payments context through the CommandBus (PaymentsContextHandover).
 */
export interface PaymentHandover {
  start(order: OnlinePaymentOrder): Promise<OnlinePaymentHandover>;
}
