// Companies and persons as the back office's company form reads and writes them (backoffice-licensing.md §3.1,
// §3.2, §7). The server answers these shapes from libs/server/customers (CustomerView, SetCustomerRequestDto).
import type { PersonalDataAuthorization } from './privacy';

/** Where the licences of a company are used: biometría, confronta or other apps. */
export type LinkToApp = 'biometria' | 'confronta' | 'otras_apps';

/** POST /license/api/Customer/GetCustomer: the customer of a document (404 when unknown). */
export interface GetCustomerRequest {
  DocumentType: number;
  DocumentNumber: string;
  /** When given, the document must belong to this customer. */
  CustomerId?: string;
}

/** GetCustomer → result: a registered customer (§3.2 plus every field of §3.1). */
export interface CustomerRecord {
  customerId: string;
  customerName: string;
  documentType: number;
  documentNumber: string;
  legalRepresentativeName: string | null;
  /** Always false for a found customer: an unknown document is a 404, which the form treats as new. */
  isNewCustomer: boolean;
  dv: number | null;
  cityId: number;
  departmentId: number;
  fullAddress: string;
  personType: string;
  documentTypeId: number;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
  cellphoneNumber: string;
  email: string;
  fulladdress: string;
  addressAdditionalInformation: string | null;
  addressLatGeocode: number | null;
  addressLngGeocode: number | null;
  legalDocumentTypeId: number | null;
  legalDocumentNumber: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  linkToApp: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
}

/** POST /license/api/Customer/SetCustomer: creates or updates the customer of the document (LICENSES). */
export interface SetCustomerRequest {
  /** J legal person, N natural person. */
  personType: string;
  documentTypeId: number;
  documentNumber: string;
  /** Ignored: the server computes the check digit. */
  dv?: number | null;
  /** Legal persons only. */
  legalName?: string;
  /** Natural persons only. */
  firstName?: string;
  lastName?: string;
  cellphoneNumber: string;
  email: string;
  departmentId: number;
  cityId: number;
  fulladdress: string;
  addressAdditionalInformation?: string;
  addressLatGeocode?: number;
  addressLngGeocode?: number;
  legalDocumentTypeId?: number;
  legalDocumentNumber?: string;
  legalFirstName?: string;
  legalLastName?: string;
  linkToApp?: LinkToApp;
  /** ISO dates of the contract, when there is one. */
  contractStartDate?: string;
  contractEndDate?: string;
  /** The holder authorised the processing of their data (decision 0069); the save is refused without it. */
  personalDataAuthorization: PersonalDataAuthorization;
}

/** SetCustomer → result. */
export interface SetCustomerResult {
  customerId: string;
  dv: number | null;
}
