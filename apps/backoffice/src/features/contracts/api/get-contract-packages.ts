import type { ContractPackageOption, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Every active package of the service, private ones included (header isContract); none on failure (§8). */
export async function getContractPackages(client: ApiClient, serviceName: string): Promise<ContractPackageOption[]> {
  return client
    .get<ResultEnvelope<{ records: { packagesBase: ContractPackageOption[] } }>>(
      `/license/api/package/GetPackagesByServiceName/${encodeURIComponent(serviceName)}`,
      { headers: { isContract: 'true' } },
    )
    .then((answer) => answer.result.records.packagesBase ?? [])
    .catch(() => []);
}
