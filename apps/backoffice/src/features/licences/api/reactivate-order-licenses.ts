import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/**
 * Puts back in force the suspended licences of the order of this plan (staff with full licence access;
 * docs/api/licensing.md "Reactivación"). Resolves with the server's message ("Licencias reactivadas").
 */
export async function reactivateOrderLicenses(client: ApiClient, purchaseOrderLicenseId: number): Promise<string | undefined> {
  const answer = await client.post<ResultEnvelope<{ referenceUuid: string; planIds: number[] }>>(
    '/license/api/license/ReactivateOrderLicenses',
    { purchaseOrderLicenseId },
  );
  return answer.statusMessage;
}
