import { LOW_BALANCE_PERCENT } from '@lic/shared-api-types';

// Figures of one or several balances of a feature (storefront.md My plan cards; backoffice-licensing.md
// §2.2 cards and §9 thresholds).

export interface BalanceLike {
  total: number;
  used: number;
  /** Units held by reservations not yet committed, released nor past their expiry; 0 when absent. */
  reserved?: number;
  /** A stored balance's live hold (LicenceBalance.heldUnits): counted instead of `reserved` when present. */
  heldUnits?: number | null;
  isUnlimited: boolean;
}

export interface BalanceFigures {
  /** Null when unlimited. */
  total: number | null;
  used: number;
  reserved: number;
  /** total − used − reserved; null when unlimited. */
  available: number | null;
  isUnlimited: boolean;
  /** 0–100 rounded down; 0 when unlimited or nothing granted. */
  percentUsed: number;
}

/** The sum of balances: unlimited as soon as one of them is. */
export function balanceFigures(balances: readonly BalanceLike[]): BalanceFigures {
  const used = balances.reduce((sum, b) => sum + Number(b.used), 0);
  const reserved = balances.reduce((sum, b) => sum + Number(b.heldUnits ?? b.reserved ?? 0), 0);
  if (balances.some((b) => b.isUnlimited)) return { total: null, used, reserved, available: null, isUnlimited: true, percentUsed: 0 };
  const total = balances.reduce((sum, b) => sum + Number(b.total), 0);
  const available = Math.max(0, total - used - reserved);
  const percentUsed = total > 0 ? Math.min(100, Math.floor((used * 100) / total)) : 0;
  return { total, used, reserved, available, isUnlimited: false, percentUsed };
}

export type Availability = 'NONE' | 'LOW' | 'OK';

/** "Sin disponibilidad" at 100 %, "Baja disponibilidad" from LOW_BALANCE_PERCENT to under 100 %. */
export function availabilityOf(figures: Pick<BalanceFigures, 'isUnlimited' | 'percentUsed' | 'total' | 'available'>): Availability {
  if (figures.isUnlimited) return 'OK';
  if (figures.total !== null && figures.total > 0 && figures.available === 0) return 'NONE';
  if (figures.percentUsed >= 100) return 'NONE';
  return figures.percentUsed >= LOW_BALANCE_PERCENT ? 'LOW' : 'OK';
}

const thousands = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** "1.000" (es-CO, dots); "Ilimitadas" for an unlimited figure (null). */
export function quantityLabel(value: number | null): string {
  return value === null ? 'Ilimitadas' : thousands.format(value);
}
