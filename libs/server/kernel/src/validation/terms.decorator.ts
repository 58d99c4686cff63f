import type { ValidationOptions } from 'class-validator';
import { termsRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** The terms and personal-data policy must be accepted: only true passes. */
export function AcceptsTerms(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('acceptsTerms', termsRule, undefined, options);
}
