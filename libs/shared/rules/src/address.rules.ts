import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { ADDITIONAL_INFO_MAX_LENGTH, ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, ADDRESS_NUMBER_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { LETTER_CLASS } from './names.rules';

export const ADDRESS_PATTERN = new RegExp(`^[${LETTER_CLASS}0-9 #\\-,.]*$`);
export const ADDRESS_NUMBER_PATTERN = /^\d+$/;

export interface AddressContext {
  readonly minLength?: number;
  /** 300 by default; 200 for the customer address of the contract wizard in tenant mode. */
  readonly maxLength?: number;
}

export const addressRule: FieldRule<AddressContext> = (value, context) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return MESSAGES.address;
  const max = context?.maxLength ?? ADDRESS_MAX_LENGTH;
  const min = context?.minLength ?? ADDRESS_MIN_LENGTH;
  if (value.length > max) return MESSAGES.maxLength(max);
  if (!ADDRESS_PATTERN.test(value)) return MESSAGES.address;
  return value.trim().length < min ? MESSAGES.minLength(min) : null;
};

/** A number of the address assistant (street number, plate): digits only, at most 3. */
export const addressNumberRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (text === null || !ADDRESS_NUMBER_PATTERN.test(text)) return MESSAGES.numeric;
  return text.length > ADDRESS_NUMBER_MAX_LENGTH ? MESSAGES.maxLength(ADDRESS_NUMBER_MAX_LENGTH) : null;
};

export const additionalInfoRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (text === null) return MESSAGES.maxLength(ADDITIONAL_INFO_MAX_LENGTH);
  return text.length > ADDITIONAL_INFO_MAX_LENGTH ? MESSAGES.maxLength(ADDITIONAL_INFO_MAX_LENGTH) : null;
};

export const addressField: FieldDefinition<AddressContext> = { rule: addressRule, maxLength: ADDRESS_MAX_LENGTH };
export const addressNumberField: FieldDefinition = { rule: addressNumberRule, maxLength: ADDRESS_NUMBER_MAX_LENGTH };
export const additionalInfoField: FieldDefinition = { rule: additionalInfoRule, maxLength: ADDITIONAL_INFO_MAX_LENGTH };
