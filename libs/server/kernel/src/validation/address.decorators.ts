import type { ValidationOptions } from 'class-validator';
import { additionalInfoRule, addressRule, type AddressContext } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Letters, digits, space, #, -, comma and period; 5 to 300 characters unless other limits are given. */
export function IsAddress(limits: AddressContext = {}, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isAddress', addressRule, () => limits, options);
}

/** Additional address information: at most 100 characters. */
export function IsAdditionalInfo(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isAdditionalInfo', additionalInfoRule, undefined, options);
}
