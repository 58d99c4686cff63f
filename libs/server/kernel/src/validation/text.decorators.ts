import type { ValidationOptions } from 'class-validator';
import { alphanumericRule, cartPromoCodeRule, lettersRule, maxChars, textRule } from '@lic/shared-rules';
import { ValidateRule } from './rule.decorator';

/** Free text of 5 to 200 characters. */
export function IsFreeText(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isFreeText', textRule, undefined, options);
}

/** Letters with accents and spaces. */
export function IsLetters(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isLetters', lettersRule, undefined, options);
}

/** Letters and digits. */
export function IsAlphanumeric(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isAlphanumeric', alphanumericRule, undefined, options);
}

/** At most max characters, with the Spanish "Máximo {max} caracteres." */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('maxChars', maxChars(max), undefined, options);
}

/** The promo code typed in the cart: at most 20 characters. */
export function IsCartPromoCode(options?: ValidationOptions): PropertyDecorator {
  return ValidateRule('isCartPromoCode', cartPromoCodeRule, undefined, options);
}
