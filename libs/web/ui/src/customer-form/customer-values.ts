import {
  DOCUMENT_TYPE_ID,
  nitCheckDigit,
  normalizeDocumentNumber,
  PASSPORT_DOCUMENT_TYPE_IDS,
  PERSON_TYPE,
  showsCheckDigit,
  toDocumentTypeId,
} from '@lic/shared-rules';
import type { PersonType, PurchaseCustomer } from '@lic/shared-api-types';

/** What one customer block of a form holds (storefront.md §3 purchase form fields, without the suffix). */
export interface CustomerValues {
  personType?: PersonType;
  documentTypeId?: number;
  documentNumber?: string;
  legalName?: string;
  firstName?: string;
  lastName?: string;
  cellphoneNumber?: string;
  email?: string;
  fulladdress?: string;
  addressLatGeocode?: number | null;
  addressLngGeocode?: number | null;
  departmentId?: number;
  cityId?: number;
  addressAdditionalInformation?: string;
  legalDocumentTypeId?: number;
  legalDocumentNumber?: string;
  legalFirstName?: string;
  legalLastName?: string;
}

export type CustomerField = keyof CustomerValues;

export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'personType',
  'documentTypeId',
  'documentNumber',
  'legalName',
  'firstName',
  'lastName',
  'cellphoneNumber',
  'email',
  'fulladdress',
  'addressLatGeocode',
  'addressLngGeocode',
  'departmentId',
  'cityId',
  'addressAdditionalInformation',
  'legalDocumentTypeId',
  'legalDocumentNumber',
  'legalFirstName',
  'legalLastName',
];

/** A document type as GetAllDocumentTypes lists it for the brand. */
export interface DocumentTypeOption {
  id: number;
  text: string;
}

/** A department with its cities (GetListStatesAndCities statesList). */
export interface DepartmentOption {
  id: number;
  stateName: string;
  city: Array<{ id: number; cityName: string }>;
}

/** Document types of the alphanumeric (passport) rule; every other type takes digits only. */
export function isAlphanumericDocument(documentTypeId: unknown): boolean {
  const id = toDocumentTypeId(documentTypeId);
  return id !== null && PASSPORT_DOCUMENT_TYPE_IDS.includes(id);
}

/** The document number as typed, without spaces and, unless it is a passport, without anything but digits. */
export function cleanDocumentNumber(value: unknown, documentTypeId: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const compact = normalizeDocumentNumber(text);
  return isAlphanumericDocument(documentTypeId) ? compact.replace(/[^A-Za-z0-9]/g, '') : compact.replace(/\D/g, '');
}

/** The NIT check digit when it is shown (NIT longer than 5 digits), otherwise null. */
export function checkDigitOf(documentTypeId: unknown, documentNumber: string | undefined): number | null {
  const number = documentNumber ?? '';
  return showsCheckDigit(documentTypeId, number) ? nitCheckDigit(number) : null;
}

/**
 * The fields a person-type change resets: a legal person always has a NIT (type 4) and a legal name; a
 * natural person has names and no legal representative.
 */
export function personTypeChange(personType: PersonType): CustomerValues {
  const legal = personType === PERSON_TYPE.LEGAL;
  return {
    personType,
    documentTypeId: legal ? DOCUMENT_TYPE_ID.NIT : undefined,
    documentNumber: undefined,
    legalName: undefined,
    firstName: undefined,
    lastName: undefined,
    legalDocumentTypeId: undefined,
    legalDocumentNumber: undefined,
    legalFirstName: undefined,
    legalLastName: undefined,
  };
}

const text = (value: string | undefined | null): string => (value ?? '').trim();
const optionalText = (value: string | undefined | null): string | null => (text(value) === '' ? null : text(value));

/** The API's customer block of filled-in form values. */
export function toPurchaseCustomer(values: CustomerValues): PurchaseCustomer {
  const legal = values.personType === PERSON_TYPE.LEGAL;
  const documentNumber = cleanDocumentNumber(values.documentNumber, values.documentTypeId);
  return {
    personType: values.personType ?? PERSON_TYPE.NATURAL,
    documentTypeId: Number(values.documentTypeId),
    documentNumber,
    dv: checkDigitOf(values.documentTypeId, documentNumber),
    legalName: legal ? optionalText(values.legalName) : null,
    firstName: legal ? null : optionalText(values.firstName),
    lastName: legal ? null : optionalText(values.lastName),
    cellphoneNumber: text(values.cellphoneNumber),
    email: text(values.email),
    fulladdress: text(values.fulladdress),
    addressLatGeocode: values.addressLatGeocode ?? null,
    addressLngGeocode: values.addressLngGeocode ?? null,
    departmentId: Number(values.departmentId),
    cityId: Number(values.cityId),
    addressAdditionalInformation: optionalText(values.addressAdditionalInformation),
    legalDocumentTypeId: legal ? (values.legalDocumentTypeId ?? null) : null,
    legalDocumentNumber: legal ? optionalText(values.legalDocumentNumber) : null,
    legalFirstName: legal ? optionalText(values.legalFirstName) : null,
    legalLastName: legal ? optionalText(values.legalLastName) : null,
  };
}

/** Form values of a customer the server knows (prefill). */
export function fromPurchaseCustomer(customer: Partial<PurchaseCustomer>): CustomerValues {
  const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  return {
    personType: orUndefined(customer.personType),
    documentTypeId: orUndefined(customer.documentTypeId),
    documentNumber: orUndefined(customer.documentNumber),
    legalName: orUndefined(customer.legalName),
    firstName: orUndefined(customer.firstName),
    lastName: orUndefined(customer.lastName),
    cellphoneNumber: orUndefined(customer.cellphoneNumber),
    email: orUndefined(customer.email),
    fulladdress: orUndefined(customer.fulladdress),
    addressLatGeocode: customer.addressLatGeocode ?? null,
    addressLngGeocode: customer.addressLngGeocode ?? null,
    departmentId: orUndefined(customer.departmentId),
    cityId: orUndefined(customer.cityId),
    addressAdditionalInformation: orUndefined(customer.addressAdditionalInformation),
    legalDocumentTypeId: orUndefined(customer.legalDocumentTypeId),
    legalDocumentNumber: orUndefined(customer.legalDocumentNumber),
    legalFirstName: orUndefined(customer.legalFirstName),
    legalLastName: orUndefined(customer.legalLastName),
  };
}
