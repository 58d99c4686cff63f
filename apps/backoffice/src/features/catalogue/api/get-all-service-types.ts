import type { RecordsResult, ResultEnvelope, ServiceTypeOption } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getAllServiceTypes(client: ApiClient): Promise<ServiceTypeOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ServiceTypeOption>>>('/license/api/parameter/GetAllServiceTypes');
  return answer.result.records;
}

export function useServiceTypes(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('service-types', () => getAllServiceTypes(client), { enabled });
}
