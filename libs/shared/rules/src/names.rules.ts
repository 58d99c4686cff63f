import { isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { LEGAL_NAME_MAX_LENGTH, LEGAL_NAME_MIN_LENGTH, PERSON_NAME_MAX_LENGTH, PERSON_NAME_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

/** Letters of Spanish and other Latin alphabets, with their accents (á, é, ñ, ü, ç...). */
export const LETTER_CLASS = 'A-Za-zÀ-ÖØ-öø-ÿ';
export const PERSON_NAME_PATTERN = new RegExp(`^[${LETTER_CLASS} ]+$`);
/**
 * storefront.md §5 and backoffice-licensing.md §5.4 deny special characters in the legal name; §5.5 adds no
 * quote, backslash or comma and no leading space. What a Colombian company name needs stays: letters with
 * accents, digits, spaces and . & - ( ) (e.g. "Café & Compañía Ltda.", "Inversiones (2024) S.A.S.").
 */
export const LEGAL_NAME_PATTERN = new RegExp(`^[${LETTER_CLASS}0-9.&()-][${LETTER_CLASS}0-9 .&()-]*$`);

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
