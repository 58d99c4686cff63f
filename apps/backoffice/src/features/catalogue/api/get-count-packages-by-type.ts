import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Active packages of a type and relevance; a new package goes after them. */
export async function getCountPackagesByType(client: ApiClient, packageTypeId: number, relevance: number): Promise<number> {
  const answer = await client.get<ResultEnvelope<{ count: number }>>(
    `/license/api/Package/GetCountPackagesByType/${packageTypeId}/${relevance}`,
  );
  return answer.result.count;
}
