import { LOW_BALANCE_PERCENT } from '@lic/shared-api-types';

/** A balance before and after a consumption, as licensing.balance_crossing reads it. */
export interface BalanceUse {
  usedBefore: number;
  usedAfter: number;
  total: number;
  isUnlimited: boolean;
  /** Whether BalanceLow / BalanceExhausted were already published for this balance. */
  lowNotified: boolean;
  exhaustedNotified: boolean;
}

/** Which threshold a consumption crossed for the first time: BalanceLow at LOW_BALANCE_PERCENT, BalanceExhausted at 100 %. */
export type BalanceCrossing = 'LOW' | 'EXHAUSTED' | null;

/**
 * Cases of the balance alerts' rule, whose one home is infrastructure/sql/balance-crossing.sql (decision 0072);
 * consumption.int.spec.ts runs them against it. The low mark is the screens' LOW_BALANCE_PERCENT.
 */
export const CROSSING_CASES: [string, BalanceUse, BalanceCrossing][] = [
  [
    'just below the low mark',
    { usedBefore: 0, usedAfter: LOW_BALANCE_PERCENT - 1, total: 100, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
    null,
  ],
  [
    'reaches the low mark exactly',
    {
      usedBefore: LOW_BALANCE_PERCENT - 1,
      usedAfter: LOW_BALANCE_PERCENT,
      total: 100,
      isUnlimited: false,
      lowNotified: false,
      exhaustedNotified: false,
    },
    'LOW',
  ],
  ['already low', { usedBefore: 85, usedAfter: 90, total: 100, isUnlimited: false, lowNotified: true, exhaustedNotified: false }, null],
  [
    'low already published, reaches 100 %',
    { usedBefore: 90, usedAfter: 100, total: 100, isUnlimited: false, lowNotified: true, exhaustedNotified: false },
    'EXHAUSTED',
  ],
  [
    'jumps past both',
    { usedBefore: 10, usedAfter: 100, total: 100, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
    'EXHAUSTED',
  ],
  [
    'already exhausted',
    { usedBefore: 100, usedAfter: 100, total: 100, isUnlimited: false, lowNotified: true, exhaustedNotified: true },
    null,
  ],
  [
    'unlimited never crosses',
    { usedBefore: 0, usedAfter: 1_000_000, total: 0, isUnlimited: true, lowNotified: false, exhaustedNotified: false },
    null,
  ],
  ['no change', { usedBefore: 90, usedAfter: 90, total: 100, isUnlimited: false, lowNotified: false, exhaustedNotified: false }, null],
  [
    '85 % of an odd total rounds up (17 of 20)',
    { usedBefore: 16, usedAfter: 17, total: 20, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
    'LOW',
  ],
  [
    'just under 85 % of 7 (5 of 7)',
    { usedBefore: 4, usedAfter: 5, total: 7, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
    null,
  ],
  [
    'exhausted on a tiny balance',
    { usedBefore: 0, usedAfter: 1, total: 1, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
    'EXHAUSTED',
  ],
];
