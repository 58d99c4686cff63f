import type { ResultEnvelope } from '@lic/shared-api-types';
import { ApiError, type ApiClient } from '@lic/web-api-client';

/** A registered customer as GetCustomer answers (§3.2 plus every field of §3.1). */
export interface CompanyRecord {
  customerId: string;
  customerName: string;
  documentType: number;
  documentNumber: string;
  legalRepresentativeName: string | null;
  dv: number | null;
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
  departmentId: number;
  cityId: number;
  legalDocumentTypeId: number | null;
  legalDocumentNumber: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  linkToApp: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
}

/** The customer of the document, or null when the server does not know it (404, §8 "treated as not found"). */
export async function getCustomer(client: ApiClient, documentType: number, documentNumber: string): Promise<CompanyRecord | null> {
  try {
    const answer = await client.post<ResultEnvelope<CompanyRecord>>('/license/api/Customer/GetCustomer', {
      DocumentType: documentType,
      DocumentNumber: documentNumber,
    });
    return answer.result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
