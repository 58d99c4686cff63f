import type { LicenseInformation, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The licence being edited: its service, package, dates and ranges (§7 GetLicenseInformation). */
export async function getLicenseInformation(client: ApiClient, purchaseOrderLicenseId: number): Promise<LicenseInformation> {
  const answer = await client.get<ResultEnvelope<{ records: LicenseInformation }>>('/license/api/license/GetLicenseInformation', {
    headers: { purchaseOrderLicenseId: String(purchaseOrderLicenseId) },
  });
  return answer.result.records;
}
