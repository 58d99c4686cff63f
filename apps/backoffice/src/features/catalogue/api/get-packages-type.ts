import type { PackageTypeRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getPackageTypes(client: ApiClient): Promise<PackageTypeRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackageTypeRecord>>>('/license/api/Package/GetPackagesType');
  return answer.result.records;
}

export function usePackageTypes() {
  const { client } = useBackoffice();
  return useRemote('package-types', () => getPackageTypes(client));
}
