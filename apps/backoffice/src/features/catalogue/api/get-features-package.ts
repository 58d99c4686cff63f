import type { PackageFeatureRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function getFeaturesPackage(client: ApiClient, packageId: number): Promise<PackageFeatureRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackageFeatureRecord>>>(
    `/license/api/package/GetFeaturesPackage/${packageId}`,
  );
  return answer.result.records;
}
