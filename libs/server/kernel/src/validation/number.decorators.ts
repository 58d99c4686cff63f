import type { ValidationOptions } from 'class-validator';
import { cartQuantityRule, integerInRange, numericRule, percentageRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Digits only. */
export function IsNumeric(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isNumeric', numericRule, undefined, options);
}

/** An integer from 0 to 100. */
export function IsPercentage(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isPercentage', percentageRule, undefined, options);
}

/** An integer from min to max. */
export function IsIntegerInRange(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isIntegerInRange', integerInRange(min, max), undefined, options);
}

/** A cart quantity, 1 to 999. */
export function IsCartQuantity(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isCartQuantity', cartQuantityRule, undefined, options);
}
