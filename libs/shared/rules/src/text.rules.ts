import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { LETTER_CLASS } from './names.rules';

export const LETTERS_PATTERN = new RegExp(`^[${LETTER_CLASS} ]+$`);
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;

/** Free text of 5 to 200 characters. */
export const textRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return MESSAGES.text5To200;
  const length = value.trim().length;
  return length >= TEXT_MIN_LENGTH && length <= TEXT_MAX_LENGTH ? null : MESSAGES.text5To200;
};

/** Letters with accents and spaces. */
export const lettersRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  return typeof value === 'string' && LETTERS_PATTERN.test(value) ? null : MESSAGES.lettersOnly;
};

/** Letters without accents and digits. */
export const alphanumericRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && ALPHANUMERIC_PATTERN.test(text) ? null : MESSAGES.alphanumeric;
};

/** At most max characters, for fields whose only rule is their length (contract number, alias...). */
export function maxChars(max: number): FieldRule {
  return (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    return text !== null && text.length <= max ? null : MESSAGES.maxLength(max);
  };
}

export const textField: FieldDefinition = { rule: textRule, maxLength: TEXT_MAX_LENGTH };
