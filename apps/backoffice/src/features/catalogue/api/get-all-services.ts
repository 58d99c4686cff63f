import type { RecordsResult, ResultEnvelope, ServiceRecord } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getAllServices(client: ApiClient): Promise<ServiceRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ServiceRecord>>>('/license/api/service/GetAllServices');
  return answer.result.records;
}

/** Every product or service, active and inactive. */
export function useServices() {
  const { client } = useBackoffice();
  return useRemote('services', () => getAllServices(client));
}
