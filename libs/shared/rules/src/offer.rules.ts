import { asText, isEmpty, type FieldRule } from './field-rule';
import { OFFER_VALUE_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { numericRule, percentageRule } from './numbers.rules';
import { OFFER_TYPE } from './price';

export interface OfferValueContext {
  readonly offerTypeCode?: unknown;
  readonly packagePrice?: unknown;
}

/** PTJ takes a percentage; VLR a value that may not exceed the package price. */
export const offerValueRule: FieldRule<OfferValueContext> = (value, context) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (text !== null && text.length > OFFER_VALUE_MAX_LENGTH) return MESSAGES.maxLength(OFFER_VALUE_MAX_LENGTH);
  if (context?.offerTypeCode === OFFER_TYPE.PERCENT) return percentageRule(value);
  const numeric = numericRule(value);
  if (numeric !== null) return numeric;
  const priceText = asText(context?.packagePrice);
  if (priceText === null || isEmpty(priceText)) return null;
  return Number(text) > Number(priceText) ? MESSAGES.offerValueExceedsPrice : null;
};
