import {
  LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS,
  MESSAGES,
  PERSON_TYPE,
  differentDocumentRule,
  documentNumberRule,
  documentTypeIdsForPerson,
  documentTypeRule,
  nitCheckDigit,
  normalizeDocumentNumber,
  showsCheckDigit,
} from '@lic/shared-rules';
import type { DomainErrorField } from '@lic/server-kernel';
import { BIOMETRY_LINK, LINK_TO_APP, type CustomerData } from './customer-data';

export const INVALID_OPTION_MESSAGE = 'El valor no es una opción válida.';

/** "La fecha debe ser posterior a {date}" (backoffice-licensing.md §5.4), the date as dd/MM/yyyy in Bogotá. */
export function mustBeAfterMessage(date: Date): string {
  const text = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
  return `La fecha debe ser posterior a ${text}`;
}

/** Check digit of a NIT of more than 5 digits (document type 4); null for every other document. */
export function checkDigitOf(documentTypeId: number, documentNumber: string): number | null {
  return showsCheckDigit(documentTypeId, documentNumber) ? nitCheckDigit(documentNumber) : null;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * The invariants of a customer whatever door the data came in by (company form, purchase order):
 * person type, document type for that person, document number by type, a legal representative of
 * an allowed type whose document differs from the NIT, and contract dates for the biometry option.
 * Which fields are mandatory is each form's business; these rules hold for the values present.
 */
export function customerDataErrors(data: CustomerData): DomainErrorField[] {
  const errors: DomainErrorField[] = [];
  const add = (field: string, message: string | null): void => {
    if (message) errors.push({ field, message });
  };

  if (data.personType !== PERSON_TYPE.LEGAL && data.personType !== PERSON_TYPE.NATURAL) {
    add('personType', INVALID_OPTION_MESSAGE);
    return errors;
  }
  const legal = data.personType === PERSON_TYPE.LEGAL;
  add('documentTypeId', documentTypeRule(data.documentTypeId, { allowed: documentTypeIdsForPerson(data.personType) }));
  add('documentNumber', documentNumberRule(data.documentNumber, { documentTypeId: data.documentTypeId, personType: data.personType }));
  if (legal && !present(data.legalName)) add('legalName', MESSAGES.required);
  if (!legal && !present(data.firstName)) add('firstName', MESSAGES.required);
  if (!legal && !present(data.lastName)) add('lastName', MESSAGES.required);

  if (legal && present(data.legalDocumentTypeId)) {
    add('legalDocumentTypeId', documentTypeRule(data.legalDocumentTypeId, { allowed: LEGAL_REPRESENTATIVE_DOCUMENT_TYPE_IDS }));
  }
  if (legal && present(data.legalDocumentNumber)) {
    add(
      'legalDocumentNumber',
      documentNumberRule(data.legalDocumentNumber, { documentTypeId: data.legalDocumentTypeId }) ??
        differentDocumentRule(data.legalDocumentNumber, { nit: data.documentNumber }),
    );
  }

  if (present(data.linkToApp) && !LINK_TO_APP.includes(data.linkToApp as (typeof LINK_TO_APP)[number])) {
    add('linkToApp', INVALID_OPTION_MESSAGE);
  }
  if (data.linkToApp === BIOMETRY_LINK) {
    if (!data.contractStartDate) add('contractStartDate', MESSAGES.required);
    if (!data.contractEndDate) add('contractEndDate', MESSAGES.required);
    if (data.contractStartDate && data.contractEndDate && data.contractEndDate <= data.contractStartDate) {
      add('contractEndDate', mustBeAfterMessage(data.contractStartDate));
    }
  }
  return errors;
}

/** The data as it is kept: spaces out of document numbers, no legal data for a natural person. */
export function normalizeCustomerData(data: CustomerData): CustomerData {
  const legal = data.personType === PERSON_TYPE.LEGAL;
  const text = (value: string | null | undefined): string | null => (present(value) ? (value as string).trim() : null);
  const biometry = data.linkToApp === BIOMETRY_LINK;
  return {
    ...data,
    documentNumber: normalizeDocumentNumber(data.documentNumber),
    legalName: legal ? text(data.legalName) : null,
    firstName: text(data.firstName),
    lastName: text(data.lastName),
    cellphoneNumber: data.cellphoneNumber.trim(),
    email: data.email.trim(),
    fulladdress: data.fulladdress.trim(),
    addressAdditionalInformation: text(data.addressAdditionalInformation),
    addressLatGeocode: data.addressLatGeocode ?? null,
    addressLngGeocode: data.addressLngGeocode ?? null,
    legalDocumentTypeId: legal ? (data.legalDocumentTypeId ?? null) : null,
    legalDocumentNumber: legal && present(data.legalDocumentNumber) ? normalizeDocumentNumber(data.legalDocumentNumber as string) : null,
    legalFirstName: legal ? text(data.legalFirstName) : null,
    legalLastName: legal ? text(data.legalLastName) : null,
    linkToApp: data.linkToApp ?? null,
    contractStartDate: biometry ? (data.contractStartDate ?? null) : null,
    contractEndDate: biometry ? (data.contractEndDate ?? null) : null,
  };
}
