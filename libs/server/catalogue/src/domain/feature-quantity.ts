import { MESSAGES } from '@lic/shared-rules';
import { FEATURE_QUANTITY_MAX, FEATURE_QUANTITY_MIN } from './package-terms';

/** A configured quantity: a whole number from 1 to 9,999,999 (1,000,000 stands for unlimited). */
export function featureQuantityError(quantity: unknown): string | null {
  return Number.isInteger(quantity) && (quantity as number) >= FEATURE_QUANTITY_MIN && (quantity as number) <= FEATURE_QUANTITY_MAX
    ? null
    : MESSAGES.integerRange(FEATURE_QUANTITY_MIN, FEATURE_QUANTITY_MAX);
}
