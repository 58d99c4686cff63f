import { isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { LEGAL_NAME_MAX_LENGTH, LEGAL_NAME_MIN_LENGTH, PERSON_NAME_MAX_LENGTH, PERSON_NAME_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

/** Letters of Spanish and other Latin alphabets, with their accents (á, é, ñ, ü, ç...). */
export const LETTER_CLASS = 'A-Za-zÀ-ÖØ-öø-ÿ';
export const PERSON_NAME_PATTERN = new RegExp(`^[${LETTER_CLASS} ]+$`);
/** No quote, backslash or comma anywhere, and no space at the start. */
export const LEGAL_NAME_PATTERN = /^(?![\s,'"])[^'"\\,]*$/;

export const personNameRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return MESSAGES.personName;
  if (value.length > PERSON_NAME_MAX_LENGTH) return MESSAGES.maxLength(PERSON_NAME_MAX_LENGTH);
  return PERSON_NAME_PATTERN.test(value) && value.trim().length >= PERSON_NAME_MIN_LENGTH ? null : MESSAGES.personName;
};

export const legalNameRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return MESSAGES.legalName;
  if (value.length > LEGAL_NAME_MAX_LENGTH) return MESSAGES.maxLength(LEGAL_NAME_MAX_LENGTH);
  return LEGAL_NAME_PATTERN.test(value) && value.trim().length >= LEGAL_NAME_MIN_LENGTH ? null : MESSAGES.legalName;
};

export const personNameField: FieldDefinition = { rule: personNameRule, maxLength: PERSON_NAME_MAX_LENGTH };
export const legalNameField: FieldDefinition = { rule: legalNameRule, maxLength: LEGAL_NAME_MAX_LENGTH };
