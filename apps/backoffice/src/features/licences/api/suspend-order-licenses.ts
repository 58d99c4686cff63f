import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/**
 * "Suspender": suspends with a reason the licences in force of the order of this plan (a staff licence
 * alone; staff with full licence access; docs/api/licensing.md "Suspensión"). Resolves with the server's
 * message ("Licencias suspendidas").
 */
export async function suspendOrderLicenses(client: ApiClient, purchaseOrderLicenseId: number, reason: string): Promise<string | undefined> {
  const answer = await client.post<ResultEnvelope<{ referenceUuid: string | null; planIds: number[] }>>(
    '/license/api/license/SuspendOrderLicenses',
    { purchaseOrderLicenseId, reason },
  );
  return answer.statusMessage;
}
