import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The company form's body (backoffice-licensing.md §3.1). */
export interface SetCustomerRequest {
  personType: string;
  documentTypeId: number;
  documentNumber: string;
  dv: number | null;
  legalName?: string;
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
  linkToApp: string;
  contractStartDate?: string;
  contractEndDate?: string;
}

export interface SavedCustomer {
  customerId: string;
  /** The server's statusMessage (§8: shown on success). */
  message: string;
}

/** Creates or updates the customer by its document. */
export async function setCustomer(client: ApiClient, request: SetCustomerRequest): Promise<SavedCustomer> {
  const answer = await client.post<ResultEnvelope<{ customerId: string }>>('/license/api/Customer/SetCustomer', request);
  return { customerId: answer.result.customerId, message: answer.statusMessage ?? '' };
}
