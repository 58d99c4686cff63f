import type { ContractProductOption, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The products the signed-in user may contract (§6); none when the list fails to load (§8). */
export async function getContractProducts(client: ApiClient): Promise<ContractProductOption[]> {
  return client
    .get<ResultEnvelope<RecordsResult<ContractProductOption>>>('/license/api/contract/products')
    .then((answer) => answer.result.records ?? [])
    .catch(() => []);
}
