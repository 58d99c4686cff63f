import { transactionRangesProblems, type TransactionRangeLike } from '@lic/shared-rules';
import { LicenceRefusedError } from './licensing.errors';
import { LicensingCode, LicensingMessage } from './licensing.messages';

/** The §5.1 rules of the form, checked again on the whole list: the first broken one refuses the licence (422). */
export function assertRanges(ranges: readonly TransactionRangeLike[], statusMessage: string): void {
  if (ranges.length === 0) throw new LicenceRefusedError(statusMessage, LicensingMessage.rangesRequired, LicensingCode.RANGE_RULE);
  const [problem] = transactionRangesProblems(ranges);
  if (problem) throw new LicenceRefusedError(statusMessage, problem.message, LicensingCode.RANGE_RULE);
}
