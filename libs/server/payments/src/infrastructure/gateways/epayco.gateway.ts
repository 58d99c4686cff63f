import type { Payment } from '../../domain/payment.entity';
import type {
  CheckoutContext,
  ConfirmationFields,
  ConfirmationReading,
  PaymentGateway,
  TransactionLookup,
  TransactionQueryAnswer,
} from '../../application/ports/payment-gateway.port';
import { GatewayUnavailableError } from '../../domain/payment.errors';
import type { EpaycoConfig } from '../config/payments.config';
import { readEpaycoConfirmation } from './epayco-confirmation';
import { getGatewayJson, textFieldsOf } from './gateway-query';

/** Our document type ids → ePayco's document codes (the rest go as their id). */
/** Our document type ids → ePayco's docType codes (PPT, the Permiso por Protección Temporal, as ePayco spells it). */
const EPAYCO_DOCUMENT_TYPES: Record<number, string> = { 1: 'CC', 2: 'CE', 4: 'NIT', 6: 'PPN', 10: 'NUIP', 14: 'PPT' };

export const epaycoDocumentType = (documentTypeId: number): string => EPAYCO_DOCUMENT_TYPES[documentTypeId] ?? String(documentTypeId);

/**
 * ePayco (storefront.md §4): the browser goes to the configured payment page with paymentId, signToken,
 * docType and docNumber; ePayco posts its confirmation to /payment/confirmation/epayco, signed with
 * p_cust_id_cliente and p_key.
 */
export class EpaycoGateway implements PaymentGateway {
  readonly name = 'EPAYCO' as const;

  constructor(
    private readonly config: EpaycoConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

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

  /**
   * ePayco's transaction query: GET {EPAYCO_QUERY_URL}/{x_ref_payco} when an earlier answer gave the
   * reference, else GET {EPAYCO_QUERY_URL}?x_id_invoice={our reference}. It answers
   * `{ success, data: { x_ref_payco, x_transaction_id, x_amount, x_currency_code, x_signature, x_cod_response,
   * x_response, x_id_invoice, x_extra1, x_test_request, … } }`: the fields of a confirmation, signed alike.
   */
  async queryTransaction(_payment: Payment, lookup: TransactionLookup): Promise<TransactionQueryAnswer> {
    const base = this.config.queryUrl.replace(/\/+$/, '');
    const url = lookup.gatewayReference
      ? `${base}/${encodeURIComponent(lookup.gatewayReference)}`
      : `${base}?x_id_invoice=${encodeURIComponent(lookup.paymentReference)}`;
    const body = (await getGatewayJson(this.fetchImpl, url)) as { success?: unknown; data?: unknown } | null;
    if (body === null || body.success === false) return { found: false };
    const data = Array.isArray(body.data) ? body.data[body.data.length - 1] : body.data;
    const fields = textFieldsOf(data);
    if (!fields || Object.keys(fields).length === 0) return { found: false };
    // Asked about one transaction, it must answer about that one: anything else is nonsense, asked again later.
    if (lookup.gatewayReference && fields.x_ref_payco !== lookup.gatewayReference) throw new GatewayUnavailableError();
    return { found: true, fields };
  }
}
