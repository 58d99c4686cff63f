import type { ResultEnvelope, SetCustomerRequest, SetCustomerResult } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export interface SavedCustomer {
  customerId: string;
  /** The server's statusMessage (§8: shown on success). */
  message: string;
}

/** Creates or updates the customer by its document. */
export async function setCustomer(client: ApiClient, request: SetCustomerRequest): Promise<SavedCustomer> {
  const answer = await client.post<ResultEnvelope<SetCustomerResult>>('/license/api/Customer/SetCustomer', request);
  return { customerId: answer.result.customerId, message: answer.statusMessage ?? '' };
}
