import type { RecordsResult, RejectType, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getAllRejectTypes(client: ApiClient): Promise<RejectType[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<RejectType>>>('/license/api/parameter/GetAllRejectTypes');
  return answer.result.records ?? [];
}

/** The reasons a cash payment can be rejected with. */
export function useRejectTypes(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('reject-types', () => getAllRejectTypes(client), { enabled });
}
