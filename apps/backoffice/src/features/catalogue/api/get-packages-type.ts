import type { PackageTypeRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useBackoffice } from '../../../shared/backoffice-context';
import { useRemote } from '../../../shared/api/use-remote';

export async function getPackageTypes(client: ApiClient): Promise<PackageTypeRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackageTypeRecord>>>('/license/api/Package/GetPackagesType');
  return answer.result.records;
}

export function usePackageTypes() {
  const { client } = useBackoffice();
  return useRemote('package-types', () => getPackageTypes(client));
}
