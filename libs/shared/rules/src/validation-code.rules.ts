import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { VALIDATION_CODE_LENGTH } from './limits';
import { MESSAGES } from './messages';

export const VALIDATION_CODE_PATTERN = /^\d{6}$/;

export const validationCodeRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && VALIDATION_CODE_PATTERN.test(text) ? null : MESSAGES.validationCodePattern;
};

export const validationCodeField: FieldDefinition = {
  rule: validationCodeRule,
  maxLength: VALIDATION_CODE_LENGTH,
  requiredMessage: MESSAGES.validationCodeRequired,
};
