import type { ContractedServiceDetailsRequest, ContractPackageDetail, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** POST license/api/dashboard/contracted-service-details: a package's accumulated figures and its contracts (§3.8). */
export async function getContractedServiceDetails(
  client: ApiClient,
  request: ContractedServiceDetailsRequest,
  signal?: AbortSignal,
): Promise<ContractPackageDetail> {
  const answer = await client.post<ResultEnvelope<ContractPackageDetail>>('/license/api/dashboard/contracted-service-details', request, {
    signal,
  });
  return answer.result;
}
