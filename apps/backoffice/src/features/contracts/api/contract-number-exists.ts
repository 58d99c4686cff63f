import type { GetContractsRequest, ResultEnvelope } from '@lic/shared-api-types';
import { ApiError, type ApiClient } from '@lic/web-api-client';

/**
 * Whether the product already has a contract with this number: 200 means it exists, 404 that it does not.
 * Any other failure is only logged (§8) and does not block the wizard.
 */
export async function contractNumberExists(client: ApiClient, request: GetContractsRequest): Promise<boolean> {
  try {
    await client.post<ResultEnvelope<{ contractNumber: string }>>('/license/api/contract/get-contracts', request);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn('No se pudo consultar el número de contrato', error);
    return false;
  }
}
