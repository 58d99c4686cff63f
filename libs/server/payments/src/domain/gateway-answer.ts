import { PaymentState } from './payment-state';

/**
 * ePayco's x_cod_response (also x_cod_transaction_state) → our outcome. The sandbox answers with the
 * same codes. A reversal (6) rejects a payment still pending and reverses an approved one.
 */
const EPAYCO_OUTCOMES = new Map<string, PaymentState>([
  ['1', PaymentState.APPROVED], // Aceptada
  ['2', PaymentState.REJECTED], // Rechazada
  ['3', PaymentState.PENDING], // Pendiente
  ['4', PaymentState.REJECTED], // Fallida
  ['6', PaymentState.REVERSED], // Reversada
  ['7', PaymentState.PENDING], // Retenida
  ['8', PaymentState.PENDING], // Iniciada
  ['9', PaymentState.REJECTED], // Expirada
  ['10', PaymentState.REJECTED], // Abandonada
  ['11', PaymentState.REJECTED], // Cancelada
  ['12', PaymentState.REJECTED], // Antifraude
]);

/** A gateway's code read as our outcome; `known` false when the code is not one we know (it goes to review). */
export interface ReadOutcome {
  outcome: PaymentState;
  known: boolean;
}

/** Codes we do not know leave the payment pending and go to the review list for staff (a Map: `constructor` is no code). */
export function epaycoOutcomeOf(code: string | undefined | null): ReadOutcome {
  const outcome = EPAYCO_OUTCOMES.get((code ?? '').trim());
  return outcome ? { outcome, known: true } : { outcome: PaymentState.PENDING, known: false };
}

/** PagueATiempo's status word → our outcome (unknown words leave the payment pending and go to review). */
const PAGUEATIEMPO_OUTCOMES = new Map<string, PaymentState>([
  ['APPROVED', PaymentState.APPROVED],
  ['APROBADO', PaymentState.APPROVED],
  ['REJECTED', PaymentState.REJECTED],
  ['RECHAZADO', PaymentState.REJECTED],
  ['DECLINED', PaymentState.REJECTED],
  ['FAILED', PaymentState.REJECTED],
  ['EXPIRED', PaymentState.REJECTED],
  ['CANCELLED', PaymentState.REJECTED],
  ['REVERSED', PaymentState.REVERSED],
  ['REVERSADO', PaymentState.REVERSED],
  ['PENDING', PaymentState.PENDING],
  ['PENDIENTE', PaymentState.PENDING],
]);

export function pagueATiempoOutcomeOf(status: string | undefined | null): ReadOutcome {
  const outcome = PAGUEATIEMPO_OUTCOMES.get((status ?? '').trim().toUpperCase());
  return outcome ? { outcome, known: true } : { outcome: PaymentState.PENDING, known: false };
}

/**
 * A gateway's test flag (ePayco x_test_request, PagueATiempo test) as sent: true (a test transaction, never
 * money), false (a live one), or null when it does not say so clearly: missing, any spelling but true/false
 * (`T`, `SI`, `1`, …), or sent more than once. Only the gateway's own record is asked for it in production,
 * where null never counts as live (docs/decisions/0041).
 */
export function readTestFlag(value: string | readonly string[] | undefined | null): boolean | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
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
