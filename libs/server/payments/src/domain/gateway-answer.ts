import { PaymentState } from './payment-state';

/**
 * ePayco's x_cod_response (also x_cod_transaction_state) → our outcome. The sandbox answers with the
 * same codes. Codes we do not know leave the payment pending (kept, logged).
 */
const EPAYCO_OUTCOMES: Record<string, PaymentState> = {
  '1': PaymentState.APPROVED, // Aceptada
  '2': PaymentState.REJECTED, // Rechazada
  '3': PaymentState.PENDING, // Pendiente
  '4': PaymentState.REJECTED, // Fallida
  '6': PaymentState.REJECTED, // Reversada
  '7': PaymentState.PENDING, // Retenida
  '8': PaymentState.PENDING, // Iniciada
  '9': PaymentState.REJECTED, // Expirada
  '10': PaymentState.REJECTED, // Abandonada
  '11': PaymentState.REJECTED, // Cancelada
  '12': PaymentState.REJECTED, // Antifraude
};

export function epaycoOutcomeOf(code: string | undefined | null): PaymentState {
  return EPAYCO_OUTCOMES[(code ?? '').trim()] ?? PaymentState.PENDING;
}

/** PagueATiempo's status word → our outcome (unknown words leave the payment pending). */
const PAGUEATIEMPO_OUTCOMES: Record<string, PaymentState> = {
  APPROVED: PaymentState.APPROVED,
  APROBADO: PaymentState.APPROVED,
  REJECTED: PaymentState.REJECTED,
  RECHAZADO: PaymentState.REJECTED,
  DECLINED: PaymentState.REJECTED,
  FAILED: PaymentState.REJECTED,
  EXPIRED: PaymentState.REJECTED,
  CANCELLED: PaymentState.REJECTED,
  PENDING: PaymentState.PENDING,
  PENDIENTE: PaymentState.PENDING,
};

export function pagueATiempoOutcomeOf(status: string | undefined | null): PaymentState {
  return PAGUEATIEMPO_OUTCOMES[(status ?? '').trim().toUpperCase()] ?? PaymentState.PENDING;
}

/**
 * An amount as a gateway sends it ("150000", "150000.00", "150000.5") in integer cents; null when it is
 * not a plain non-negative decimal with at most 2 decimals.
 */
export function amountInCents(text: string | number | undefined | null): number | null {
  const raw = typeof text === 'number' ? String(text) : (text ?? '').trim();
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A stored amount (numeric(18,2) read as number) in integer cents. */
export const centsOf = (amount: number): number => Math.round(Number(amount) * 100);
