import type { Payment } from '../../domain/payment.entity';
import type {
  CheckoutContext,
  ConfirmationFields,
  ConfirmationReading,
  PaymentGateway,
} from '../../application/ports/payment-gateway.port';
import type { EpaycoConfig } from '../config/payments.config';
import { readEpaycoConfirmation } from './epayco-confirmation';

/** Our document type ids → ePayco's document codes (the rest go as their id). */
const EPAYCO_DOCUMENT_TYPES: Record<number, string> = { 1: 'CC', 2: 'CE', 4: 'NIT', 6: 'PPN', 10: 'NUIP' };

export const epaycoDocumentType = (documentTypeId: number): string => EPAYCO_DOCUMENT_TYPES[documentTypeId] ?? String(documentTypeId);

/**
 * ePayco (storefront.md §4): the browser goes to the configured payment page with paymentId, signToken,
 * docType and docNumber; ePayco posts its confirmation to /payment/confirmation/epayco, signed with
 * p_cust_id_cliente and p_key.
 */
export class EpaycoGateway implements PaymentGateway {
  readonly name = 'EPAYCO' as const;

  constructor(private readonly config: EpaycoConfig) {}

  paymentCode(payment: Payment): string {
    return payment.id;
  }

  async checkoutUrl(payment: Payment, context: CheckoutContext): Promise<string> {
    const url = new URL(this.config.checkoutUrl);
    url.searchParams.set('paymentId', payment.id);
    url.searchParams.set('signToken', context.token);
    url.searchParams.set('docType', epaycoDocumentType(payment.customerDocumentTypeId));
    url.searchParams.set('docNumber', payment.customerDocumentNumber);
    return url.toString();
  }

  readConfirmation(fields: ConfirmationFields): ConfirmationReading {
    return readEpaycoConfirmation(this.name, this.config, fields);
  }
}
