import { RANGE_MESSAGES } from '@lic/shared-api-types';
import { isEmpty } from './field-rule';
import { TRANSACTION_RANGE_MAX, TRANSACTION_RANGE_MIN } from './limits';
import { MESSAGES } from './messages';
import { toWholeNumber } from './numbers.rules';

// Transaction ranges of a licence (backoffice-licensing.md §5.1): the "Añadir licencia" form checks each
// range as it is added or edited, and the server checks the whole list again with the same functions.

/** Minimum and maximum accept at most 8 digits typed (1 to 999,999,999 once stored). */
export const RANGE_LIMIT_MAX_LENGTH = 8;
/** The price (COP, whole pesos) accepts at most 10 digits. */
export const RANGE_PRICE_MAX_LENGTH = 10;

export interface TransactionRangeLike {
  readonly rangeMinimum: number;
  readonly rangeMaximum: number;
  readonly rangePrice: number;
}

export type TransactionRangeField = 'rangeMinimum' | 'rangeMaximum' | 'rangePrice';

export interface TransactionRangeProblem {
  /** Position of the offending range in the list (for whole-list checks). */
  readonly index?: number;
  readonly field: TransactionRangeField;
  readonly message: string;
}

/** A range limit as typed: required, digits only, 1 to 999,999,999. */
export function rangeLimitProblem(value: unknown): string | null {
  if (isEmpty(value)) return MESSAGES.required;
  const number = toWholeNumber(value);
  if (number === null) return MESSAGES.numeric;
  return number >= TRANSACTION_RANGE_MIN && number <= TRANSACTION_RANGE_MAX
    ? null
    : MESSAGES.integerRange(TRANSACTION_RANGE_MIN, TRANSACTION_RANGE_MAX);
}

/** A range price as typed: required, digits only, at most 10 digits. */
export function rangePriceProblem(value: unknown): string | null {
  if (isEmpty(value)) return MESSAGES.required;
  const number = toWholeNumber(value);
  if (number === null || number < 0) return MESSAGES.numeric;
  return String(number).length <= RANGE_PRICE_MAX_LENGTH ? null : MESSAGES.maxLength(RANGE_PRICE_MAX_LENGTH);
}

const inside = (value: number, range: TransactionRangeLike) => value >= range.rangeMinimum && value <= range.rangeMaximum;

/**
 * The first §5.1 rule a range breaks against the others already set (the edited row itself left out), or null.
 * Besides the spec's two "inside" checks, a range that would swallow a whole existing one is refused with the
 * maximum's message: ranges must never overlap, or a quantity would have two prices.
 */
export function transactionRangeProblem(
  others: readonly TransactionRangeLike[],
  candidate: TransactionRangeLike,
): TransactionRangeProblem | null {
  for (const field of ['rangeMinimum', 'rangeMaximum'] as const) {
    const message = rangeLimitProblem(candidate[field]);
    if (message) return { field, message };
  }
  const priceMessage = rangePriceProblem(candidate.rangePrice);
  if (priceMessage) return { field: 'rangePrice', message: priceMessage };
  if (candidate.rangeMinimum > candidate.rangeMaximum) return { field: 'rangeMinimum', message: RANGE_MESSAGES.minAboveMax };
  if (others.some((range) => inside(candidate.rangeMinimum, range))) return { field: 'rangeMinimum', message: RANGE_MESSAGES.minInside };
  const swallows = (range: TransactionRangeLike) =>
    candidate.rangeMinimum < range.rangeMinimum && candidate.rangeMaximum > range.rangeMaximum;
  if (others.some((range) => inside(candidate.rangeMaximum, range) || swallows(range))) {
    return { field: 'rangeMaximum', message: RANGE_MESSAGES.maxInside };
  }
  return null;
}

/** The row at `index` replaced by `candidate`, checked against every other row. */
export function editedTransactionRangeProblem(
  ranges: readonly TransactionRangeLike[],
  index: number,
  candidate: TransactionRangeLike,
): TransactionRangeProblem | null {
  return transactionRangeProblem(
    ranges.filter((_, position) => position !== index),
    candidate,
  );
}

/**
 * Every problem of a whole list, each range checked against the ranges before it (the order in which the
 * form would have added them). The server's check of AddNewCustomerLicense and SetLicenseTransactionRange.
 */
export function transactionRangesProblems(ranges: readonly TransactionRangeLike[]): TransactionRangeProblem[] {
  const problems: TransactionRangeProblem[] = [];
  ranges.forEach((range, index) => {
    const problem = transactionRangeProblem(ranges.slice(0, index), range);
    if (problem) problems.push({ ...problem, index });
  });
  return problems;
}

/** The ranges in ascending order of their minimum, as the table shows them. */
export function sortTransactionRanges<T extends TransactionRangeLike>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.rangeMinimum - b.rangeMinimum);
}
