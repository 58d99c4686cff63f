import type { CustomerRecord, GetCustomerRequest, ResultEnvelope } from '@lic/shared-api-types';
import { ApiError, type ApiClient } from '@lic/web-api-client';

/** The customer of the document, or null when the server does not know it (404, §8 "treated as not found"). */
export async function getCustomer(client: ApiClient, documentType: number, documentNumber: string): Promise<CustomerRecord | null> {
  try {
    const request: GetCustomerRequest = { DocumentType: documentType, DocumentNumber: documentNumber };
    const answer = await client.post<ResultEnvelope<CustomerRecord>>('/license/api/Customer/GetCustomer', request);
    return answer.result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
