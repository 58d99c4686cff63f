import type { ResultEnvelope, SetLicenseTransactionRangeRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Replaces the licence's transaction ranges (§7 SetLicenseTransactionRange). */
export async function setLicenseTransactionRange(client: ApiClient, request: SetLicenseTransactionRangeRequest): Promise<void> {
  await client.post<ResultEnvelope<unknown>>('/license/api/license/SetLicenseTransactionRange', request);
}
