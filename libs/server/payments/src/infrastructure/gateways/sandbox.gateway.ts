import { randomBytes, randomInt } from 'node:crypto';
import { epaycoSignature, type EpaycoKeys } from '../../domain/epayco-signature';
import type { Payment } from '../../domain/payment.entity';
import type { ConfirmationFields, ConfirmationReading, PaymentGateway } from '../../application/ports/payment-gateway.port';
import { readEpaycoConfirmation } from './epayco-confirmation';

/** What the payer chose on the sandbox's hosted checkout page. */
export type SandboxDecision = 'approve' | 'reject' | 'pending';

/** The ePayco answer code and texts the sandbox sends for each decision. */
const SANDBOX_ANSWERS: Record<SandboxDecision, { code: string; response: string; reason: string }> = {
  approve: { code: '1', response: 'Aceptada', reason: 'Aprobada por la pasarela de pruebas' },
  reject: { code: '2', response: 'Rechazada', reason: 'Rechazada por la pasarela de pruebas' },
  pending: { code: '3', response: 'Pendiente', reason: 'Pendiente en la pasarela de pruebas' },
};

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

  constructor(private readonly keys: EpaycoKeys) {}

  paymentCode(): string | null {
    return null;
  }

  async checkoutUrl(payment: Payment): Promise<string> {
    return sandboxCheckoutPath(payment.id);
  }

  readConfirmation(fields: ConfirmationFields): ConfirmationReading {
    return readEpaycoConfirmation(this.name, this.keys, fields);
  }

  /** The signed confirmation, in ePayco's format, of the payer's choice on the hosted page. */
  confirmationOf(payment: Payment, decision: SandboxDecision, now: Date): ConfirmationFields {
    const answer = SANDBOX_ANSWERS[decision];
    const signed = {
      x_ref_payco: String(randomInt(100_000_000, 999_999_999)),
      x_transaction_id: `SBX-${now.getTime()}-${randomBytes(4).toString('hex')}`,
      x_amount: gatewayAmount(payment.amount),
      x_currency_code: payment.currency,
    };
    return {
      ...signed,
      x_signature: epaycoSignature(this.keys, signed),
      x_cust_id_cliente: this.keys.customerId,
      x_id_invoice: payment.paymentReference,
      x_extra1: payment.id,
      x_cod_response: answer.code,
      x_cod_transaction_state: answer.code,
      x_response: answer.response,
      x_response_reason_text: answer.reason,
      x_transaction_date: now.toISOString(),
      x_test_request: 'TRUE',
    };
  }
}
