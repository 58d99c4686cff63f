import { Command } from '@nestjs/cqrs';

/** The order an online payment is opened for, with the server's figures. */
export interface GatewayPaymentOrder {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  /** Total to pay (COP, IVA included). */
  amount: number;
  taxIva: number;
  registeredOn: Date;
  /** The payer (the billing customer of the order). */
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

/** What the storefront needs to go to the gateway (RegisterPurchaseOrder's answer). */
export interface GatewayPaymentHandover {
  paymentId: string;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO. */
  paymentGateway: string;
  /** ePayco: the payment id of its checkout redirect; null for the other gateways. */
  epaycoPaymentCode: string | null;
  /** The order's token: the `token` header of POST /payment/form and ePayco's signToken. */
  token: string;
}

/**
 * Opens (or finds, by referenceUuid) the online payment of an order with the configured gateway.
 * Idempotent: the same order always gets the same payment and token. Throws when the gateway cannot
 * take it (ordering answers ER15).
 */
export class CreateGatewayPaymentCommand extends Command<GatewayPaymentHandover> {
  constructor(readonly order: GatewayPaymentOrder) {
    super();
  }
}
