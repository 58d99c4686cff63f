import { LOW_BALANCE_PERCENT } from '@lic/shared-api-types';

/** Which threshold a consumption crossed for the first time: BalanceLow at 85 %, BalanceExhausted at 100 %. */
export type BalanceCrossing = 'LOW' | 'EXHAUSTED' | null;

export interface BalanceUse {
  usedBefore: number;
  usedAfter: number;
  total: number;
  isUnlimited: boolean;
  /** Whether BalanceLow / BalanceExhausted were already published for this balance. */
  lowNotified: boolean;
  exhaustedNotified: boolean;
}

/**
 * The crossing a consumption causes, published once per balance. Unlimited balances never cross.
 * An event that jumps past both thresholds publishes only BalanceExhausted (one mail, the one that
 * matters); the low mark is set too so BalanceLow never follows. The SQL function
 * licensing.balance_crossing applies the same rule inside the consumption statement (an integration
 * test runs both over the same cases).
 */
export function balanceCrossing(use: BalanceUse): BalanceCrossing {
  const { usedBefore, usedAfter, total } = use;
  if (use.isUnlimited || total <= 0 || usedAfter <= usedBefore) return null;
  if (!use.exhaustedNotified && usedAfter >= total) return 'EXHAUSTED';
  if (!use.lowNotified && !use.exhaustedNotified && usedAfter * 100 >= total * LOW_BALANCE_PERCENT) return 'LOW';
  return null;
}
