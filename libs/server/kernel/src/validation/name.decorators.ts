import type { ValidationOptions } from 'class-validator';
import { legalNameRule, personNameRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** First or last name: letters with accents, 3 to 100 characters. */
export function IsPersonName(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isPersonName', personNameRule, undefined, options);
}

/** Legal name (razón social): 4 to 450 characters, no quote, backslash or comma, no leading space. */
export function IsLegalName(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isLegalName', legalNameRule, undefined, options);
}
