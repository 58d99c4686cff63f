import type { PaymentMethodName, PaymentStateName } from '@lic/server-payments-api';

/**
 * The state of a payment (docs/api/payments.md, "Estados"):
 *
 *   PENDING ──approved answer or cash approval──▶ APPROVED   (PaymentApprovedEvent, once)
 *   PENDING ──rejected answer or cash rejection──▶ REJECTED  (PaymentRejectedEvent, once)
 *   APPROVED ──reversal answer (ePayco 6, Reversada)──▶ REVERSED  (PaymentReversedEvent, once)
 *   SIN_PAGO orders are APPROVED when opened.
 *
 * REJECTED and REVERSED are final; APPROVED moves only to REVERSED. Other later answers are kept for the
 * timeline and change nothing.
 */
export const PaymentState = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  REVERSED: 'REVERSED',
} as const satisfies Record<string, PaymentStateName>;
export type PaymentState = PaymentStateName;

export type PaymentMethod = PaymentMethodName;

/** The gateways of online payments, as stored and as RegisterPurchaseOrder answers them. */
export const GATEWAYS = ['SANDBOX', 'EPAYCO', 'PAGUEATIEMPO'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** The gateway named in a URL segment or in PAYMENT_GATEWAY (sandbox, epayco, pagueatiempo, any case). */
export function gatewayNamed(segment: string | undefined | null): GatewayName | null {
  const name = (segment ?? '').trim().toUpperCase();
  return (GATEWAYS as readonly string[]).includes(name) ? (name as GatewayName) : null;
}

/** Currency of every payment (design.md §4). */
export const CURRENCY = 'COP';

/** What a verified gateway answer says happened to its transaction. */
export type AnswerOutcome = PaymentState;
