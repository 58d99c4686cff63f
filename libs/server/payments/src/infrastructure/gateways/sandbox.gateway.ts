import { randomBytes, randomInt } from 'node:crypto';
import { epaycoSignature, type EpaycoKeys } from '../../domain/epayco-signature';
import type { Payment } from '../../domain/payment.entity';
import type {
  ConfirmationFields,
  ConfirmationReading,
  PaymentGateway,
  TransactionQueryAnswer,
} from '../../application/ports/payment-gateway.port';
import { readEpaycoConfirmation } from './epayco-confirmation';
import { SandboxTransaction } from './sandbox-transaction.entity';

/** What the payer chose on the sandbox's hosted checkout page. */
export type SandboxDecision = 'approve' | 'reject' | 'pending';

/** Whether the sandbox sends its confirmation, or "loses" it (the reconciliation job finds it later). */
export type SandboxDelivery = 'send' | 'lost';

/** The ePayco answer code and texts the sandbox sends for each decision. */
const SANDBOX_ANSWERS: Record<SandboxDecision, { code: string; response: string; reason: string }> = {
  approve: { code: '1', response: 'Aceptada', reason: 'Aprobada por la pasarela de pruebas' },
  reject: { code: '2', response: 'Rechazada', reason: 'Rechazada por la pasarela de pruebas' },
  pending: { code: '3', response: 'Pendiente', reason: 'Pendiente en la pasarela de pruebas' },
};

/** Texts of the codes the sandbox may answer (its own, or one a test wrote in its record). */
const SANDBOX_TEXTS: Record<string, { response: string; reason: string }> = Object.fromEntries(
  Object.values(SANDBOX_ANSWERS).map((answer) => [answer.code, { response: answer.response, reason: answer.reason }]),
);

/** The sandbox's own record of the transactions it answered (payments.sandbox_transaction). */
export interface SandboxLedger {
  latestOf(paymentId: string): Promise<SandboxTransaction | null>;
}

export const sandboxCheckoutPath = (paymentId: string): string => `/payment/sandbox/${paymentId}`;

/** The amount as a gateway writes it: no decimals when whole, else two. */
export const gatewayAmount = (amount: number): string =>
  Number.isInteger(Number(amount)) ? String(Number(amount)) : Number(amount).toFixed(2);

/**
 * The offline default (design.md §6): a hosted checkout page served by this API where the payer approves,
 * declines or leaves the payment pending; each choice is a new transaction whose confirmation the sandbox
 * signs exactly as ePayco does, with its own test keys.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'SANDBOX' as const;

  constructor(
    private readonly keys: EpaycoKeys,
    private readonly ledger: SandboxLedger,
  ) {}

  paymentCode(): string | null {
    return null;
  }

  async checkoutUrl(payment: Payment): Promise<string> {
    return sandboxCheckoutPath(payment.id);
  }

  readConfirmation(fields: ConfirmationFields): ConfirmationReading {
    return readEpaycoConfirmation(this.name, this.keys, fields);
  }

  /**
   * The payer's choice on the hosted page as a new transaction: the record the sandbox keeps of it (to be
   * saved before the confirmation is sent) and its signed confirmation in ePayco's format.
   */
  transactionOf(payment: Payment, decision: SandboxDecision, now: Date): { record: SandboxTransaction; fields: ConfirmationFields } {
    const record = new SandboxTransaction();
    record.transactionId = `SBX-${now.getTime()}-${randomBytes(4).toString('hex')}`;
    record.paymentId = payment.id;
    record.refPayco = String(randomInt(100_000_000, 999_999_999));
    record.responseCode = SANDBOX_ANSWERS[decision].code;
    record.createdOn = now;
    return { record, fields: this.confirmationOf(payment, record) };
  }

  /** Answers the transaction query offline, from its own record: the payment's latest transaction, if any. */
  async queryTransaction(payment: Payment): Promise<TransactionQueryAnswer> {
    const latest = await this.ledger.latestOf(payment.id);
    return latest ? { found: true, fields: this.confirmationOf(payment, latest) } : { found: false };
  }

  /** The signed answer, in ePayco's format, about one of its transactions. */
  private confirmationOf(payment: Payment, record: SandboxTransaction): ConfirmationFields {
    const texts = SANDBOX_TEXTS[record.responseCode] ?? {
      response: 'Desconocida',
      reason: `Código ${record.responseCode} de la pasarela de pruebas`,
    };
    const signed = {
      x_ref_payco: record.refPayco,
      x_transaction_id: record.transactionId,
      x_amount: gatewayAmount(payment.amount),
      x_currency_code: payment.currency,
    };
    return {
      ...signed,
      x_signature: epaycoSignature(this.keys, signed),
      x_cust_id_cliente: this.keys.customerId,
      x_id_invoice: payment.paymentReference,
      x_extra1: payment.id,
      x_cod_response: record.responseCode,
      x_cod_transaction_state: record.responseCode,
      x_response: texts.response,
      x_response_reason_text: texts.reason,
      x_transaction_date: record.createdOn.toISOString(),
      x_test_request: 'TRUE',
    };
  }
}
