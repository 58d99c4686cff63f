import { brandHas } from './brands';
import { asText, isEmpty, type FieldRule } from './field-rule';
import { MESSAGES } from './messages';

export const DOCUMENT_TYPE_ID = { CC: 1, CE: 2, NIT: 4, PASSPORT: 6, NUIP: 10, PEP: 13, PPT: 14 } as const;
/**
 * Every document type of the reference data by its code (tokens may carry a code instead of an id).
 * PPT is the Permiso por Protección Temporal (DIAN code 48). TI (tarjeta de identidad) is not offered:
 * minors do not buy or contract (docs/api/reference.md).
 */
export const DOCUMENT_TYPE_ID_BY_CODE: Readonly<Record<string, number>> = {
  CC: DOCUMENT_TYPE_ID.CC,
  CE: DOCUMENT_TYPE_ID.CE,
  NIT: DOCUMENT_TYPE_ID.NIT,
  PA: DOCUMENT_TYPE_ID.PASSPORT,
  NUIP: DOCUMENT_TYPE_ID.NUIP,
  PEP: DOCUMENT_TYPE_ID.PEP,
  PPT: DOCUMENT_TYPE_ID.PPT,
};
/** Every document type id the reference data knows (look-ups by document accept any of them). */
export const KNOWN_DOCUMENT_TYPE_IDS: readonly number[] = Object.values(DOCUMENT_TYPE_ID);
/** Document types checked with the passport rule (alphanumeric) wherever they are offered. */
export const PASSPORT_DOCUMENT_TYPE_IDS: readonly number[] = [6, 10, 13];

export const PERSON_TYPE = { LEGAL: 'J', NATURAL: 'N' } as const;
export type PersonType = (typeof PERSON_TYPE)[keyof typeof PERSON_TYPE];

/** CC, CE, NIT, PA (backoffice-licensing.md §5.2) and PPT, offered wherever CE and PA are. */
export const NATURAL_PERSON_DOCUMENT_TYPE_IDS: readonly number[] = [1, 2, 4, 6, 14];
export const LEGAL_PERSON_DOCUMENT_TYPE_IDS: readonly number[] = [4];
export const LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS: readonly number[] = [1, 2, 6, 14];
/** The purchase form of a legalRepresentativeCedulaOnly brand (firmaya) accepts only a cédula for the legal representative. */
export const FIRMAYA_LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS: readonly number[] = [1];

export function documentTypeIdsForPerson(personType: string): readonly number[] {
  return personType === PERSON_TYPE.LEGAL ? LEGAL_PERSON_DOCUMENT_TYPE_IDS : NATURAL_PERSON_DOCUMENT_TYPE_IDS;
}

/** Legal representative types of the purchase form of the given brand. */
export function legalRepresentativeDocumentTypeIds(appName: string): readonly number[] {
  return brandHas(appName, 'legalRepresentativeCedulaOnly')
    ? FIRMAYA_LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS
    : LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS;
}

/** A document type id typed as number or numeric text; null when it is neither. */
export function toDocumentTypeId(value: unknown): number | null {
  const text = asText(value);
  return text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

export interface DocumentTypeContext {
  readonly allowed: readonly number[];
}

export const documentTypeRule: FieldRule<DocumentTypeContext> = (value, context) => {
  if (isEmpty(value)) return null;
  const id = toDocumentTypeId(value);
  return id !== null && (context?.allowed ?? []).includes(id) ? null : MESSAGES.documentTypeNotAllowed;
};
