import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { CHECK_DIGIT_MIN_NIT_LENGTH, DOCUMENT_NUMBER_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';
import { DOCUMENT_TYPE_ID, PASSPORT_DOCUMENT_TYPE_IDS, PERSON_TYPE, toDocumentTypeId } from './document-type.rules';

export const PASSPORT_NUMBER_PATTERN = /^[A-Za-z0-9]{5,15}$/;
export const NIT_NUMBER_PATTERN = /^\d{9}$/;
export const DOCUMENT_NUMBER_PATTERN = /^\d{5,15}$/;

export type DocumentNumberKind = 'passport' | 'nit' | 'other';

export interface DocumentNumberContext {
  readonly documentTypeId?: unknown;
  readonly personType?: unknown;
}

/** Spaces are never part of a document number: they are removed as the user types and on the server. */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

export function documentNumberKind(context: DocumentNumberContext | undefined): DocumentNumberKind {
  const typeId = toDocumentTypeId(context?.documentTypeId);
  if (typeId !== null && PASSPORT_DOCUMENT_TYPE_IDS.includes(typeId)) return 'passport';
  if (typeId === DOCUMENT_TYPE_ID.NIT && context?.personType === PERSON_TYPE.LEGAL) return 'nit';
  return 'other';
}

const RULE_SETS: Record<DocumentNumberKind, { pattern: RegExp; message: string }> = {
  passport: { pattern: PASSPORT_NUMBER_PATTERN, message: MESSAGES.documentNumberPassport },
  nit: { pattern: NIT_NUMBER_PATTERN, message: MESSAGES.documentNumberNit },
  other: { pattern: DOCUMENT_NUMBER_PATTERN, message: MESSAGES.documentNumberOther },
};

export const documentNumberRule: FieldRule<DocumentNumberContext> = (value, context) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  const { pattern, message } = RULE_SETS[documentNumberKind(context)];
  return text !== null && pattern.test(normalizeDocumentNumber(text)) ? null : message;
};

export const documentNumberField: FieldDefinition<DocumentNumberContext> = {
  rule: documentNumberRule,
  maxLength: DOCUMENT_NUMBER_MAX_LENGTH,
};

/** The check digit is computed and shown only for a NIT (type 4) of more than 5 digits. */
export function showsCheckDigit(documentTypeId: unknown, documentNumber: string): boolean {
  return (
    toDocumentTypeId(documentTypeId) === DOCUMENT_TYPE_ID.NIT && normalizeDocumentNumber(documentNumber).length > CHECK_DIGIT_MIN_NIT_LENGTH
  );
}

export interface DifferentDocumentContext {
  /** The company's NIT that the legal representative's document must not repeat. */
  readonly nit?: unknown;
}

export const differentDocumentRule: FieldRule<DifferentDocumentContext> = (value, context) => {
  const text = asText(value);
  const nit = asText(context?.nit);
  if (text === null || nit === null || isEmpty(text) || isEmpty(nit)) return null;
  return normalizeDocumentNumber(text) === normalizeDocumentNumber(nit) ? MESSAGES.documentsMustDiffer : null;
};
