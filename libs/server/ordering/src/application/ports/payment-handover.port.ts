/** Token of the hand-over of an online payment (EN_LINEA) to the payment gateway side. */
export const PAYMENT_HANDOVER = Symbol('PAYMENT_HANDOVER');

export interface OnlinePaymentOrder {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  total: number;
}

export interface OnlinePaymentHandover {
  /** Gateway the storefront goes to: SANDBOX offline, EPAYCO or PAGUEATIEMPO when configured. */
  paymentGateway: string;
  epaycoPaymentCode: string | null;
}

/**
 * Prepares the online payment of a registered order. Throwing refuses the order with ER15 (nothing is
 * registered). The payments context replaces the sandbox default.
 */
export interface PaymentHandover {
  start(order: OnlinePaymentOrder): Promise<OnlinePaymentHandover>;
}
