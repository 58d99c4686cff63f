import type { LicenceServiceOption, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The active services with their packages, for the licence form's combo and chips. */
export async function getLicenseServices(client: ApiClient): Promise<LicenceServiceOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<LicenceServiceOption>>>('/license/api/license/GetLicenseServices');
  return answer.result.records ?? [];
}
