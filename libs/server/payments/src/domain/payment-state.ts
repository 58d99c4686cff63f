import type { PaymentMethodName, PaymentStateName } from '@lic/server-kernel';

/**
 * The state of a payment (docs/api/payments.md, "Estados"):
 *
 *   PENDING ──approved answer or cash approval──▶ APPROVED   (PaymentApprovedEvent, once)
 *   PENDING ──rejected answer or cash rejection──▶ REJECTED  (PaymentRejectedEvent, once)
 *   SIN_PAGO orders are APPROVED when opened.
 *
 * APPROVED and REJECTED are final: later answers are kept for the timeline and change nothing.
 */
export const PaymentState = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
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
