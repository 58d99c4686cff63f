import type { PackageCustomerRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function getCustomerLinkedPackage(client: ApiClient, packageId: number): Promise<PackageCustomerRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackageCustomerRecord>>>(
    `/license/api/package/GetCustomerLinkedPackage/${packageId}`,
  );
  return answer.result.records;
}
