import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { CART_PROMO_CODE_MAX_LENGTH, CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './limits';
import { MESSAGES } from './messages';
import { integerInRange } from './numbers.rules';

export const cartQuantityRule: FieldRule = integerInRange(CART_QUANTITY_MIN, CART_QUANTITY_MAX, MESSAGES.cartQuantity);

export const cartPromoCodeRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && text.trim().length <= CART_PROMO_CODE_MAX_LENGTH ? null : MESSAGES.maxLength(CART_PROMO_CODE_MAX_LENGTH);
};

export const cartQuantityField: FieldDefinition = { rule: cartQuantityRule, maxLength: 3 };
export const cartPromoCodeField: FieldDefinition = { rule: cartPromoCodeRule, maxLength: CART_PROMO_CODE_MAX_LENGTH };
