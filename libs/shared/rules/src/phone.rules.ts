import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { PHONE_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';

export const PHONE_PATTERN = /^\d{7,10}$/;
export const MOBILE_PHONE_PATTERN = /^\d{10}$/;

export interface PhoneContext {
  /** A mobile number (firmaya subscriber, cell phone fields) has exactly 10 digits. */
  readonly mobile?: boolean;
}

export const phoneRule: FieldRule<PhoneContext> = (value, context) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  if (context?.mobile) return text !== null && MOBILE_PHONE_PATTERN.test(text) ? null : MESSAGES.mobilePhone;
  return text !== null && PHONE_PATTERN.test(text) ? null : MESSAGES.phone;
};

export const phoneField: FieldDefinition<PhoneContext> = { rule: phoneRule, maxLength: PHONE_MAX_LENGTH };
