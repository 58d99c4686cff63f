import { describe, expect, it } from '@jest/globals';
import { balanceCrossing } from './balance-thresholds';
import { CROSSING_CASES } from './balance-thresholds.cases';

describe('balanceCrossing', () => {
  it.each(CROSSING_CASES)('%s', (_name, use, expected) => {
    expect(balanceCrossing(use)).toBe(expected);
  });
});
