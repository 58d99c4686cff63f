import type { RecordsResult, ResultEnvelope, ServiceRecord } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useBackoffice } from '../../../shared/backoffice-context';
import { useRemote } from '../../../shared/api/use-remote';

export async function getAllServices(client: ApiClient): Promise<ServiceRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ServiceRecord>>>('/license/api/service/GetAllServices');
  return answer.result.records;
}

/** Every product or service, active and inactive. */
export function useServices() {
  const { client } = useBackoffice();
  return useRemote('services', () => getAllServices(client));
}
