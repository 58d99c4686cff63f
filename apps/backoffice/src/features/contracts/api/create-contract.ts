import type { CreateContractRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Saves the contract; a 200 means it is saved (§7). Failures reach the caller, which shows the failure dialog. */
export async function createContract(client: ApiClient, request: CreateContractRequest): Promise<void> {
  await client.post('/license/api/contract/create', request);
}
