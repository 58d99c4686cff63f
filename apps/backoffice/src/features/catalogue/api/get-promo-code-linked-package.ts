import type { PackagePromoCodeRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function getPromoCodeLinkedPackage(client: ApiClient, packageId: number): Promise<PackagePromoCodeRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackagePromoCodeRecord>>>(
    `/license/api/package/GetPromoCodeLinkedPackage/${packageId}`,
  );
  return answer.result.records;
}
