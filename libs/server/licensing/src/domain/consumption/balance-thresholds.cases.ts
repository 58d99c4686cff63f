import type { balanceCrossing, BalanceUse } from './balance-thresholds';

/** Cases of the threshold rule, run against the TS rule (unit) and the SQL function (consumption.int.spec.ts). */
export const CROSSING_CASES: [string, BalanceUse, ReturnType<typeof balanceCrossing>][] = [
  ['below 85 %', { usedBefore: 0, usedAfter: 84, total: 100, isUnlimited: false, lowNotified: false, exhaustedNotified: false }, null],
  [
    'reaches 85 % exactly',
    { usedBefore: 84, usedAfter: 85, total: 100, isUnlimited: false, lowNotified: false, exhaustedNotified: false },
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
