import type { PackageRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getPackages(client: ApiClient): Promise<PackageRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PackageRecord>>>('/license/api/Package/GetPackages');
  return answer.result.records;
}

export function usePackages() {
  const { client } = useBackoffice();
  return useRemote('packages', () => getPackages(client));
}
