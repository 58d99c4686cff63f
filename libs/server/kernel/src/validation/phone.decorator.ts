import type { ValidationOptions } from 'class-validator';
import { phoneRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** 7 to 10 digits, or exactly 10 when mobile. */
export function IsPhone(phone: { mobile?: boolean } = {}, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isPhone', phoneRule, () => phone, options);
}
