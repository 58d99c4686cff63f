import type { ParentFeatureOption, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** Parent options are few (active principal features); one large batch holds them all. */
const PARENT_ROWS = 500;

export async function getOnlyParentServices(client: ApiClient): Promise<ParentFeatureOption[]> {
  const answer = await client.get<ResultEnvelope<{ serviceFeatureDetailsList: ParentFeatureOption[] }>>(
    '/license/api/ServiceFeature/GetOnlyParentServices',
    { headers: { lastRow: '0', numRows: String(PARENT_ROWS) } },
  );
  return answer.result.serviceFeatureDetailsList;
}

export function useParentFeatures(enabled: boolean) {
  const { client } = useBackoffice();
  return useRemote('parent-features', () => getOnlyParentServices(client), { enabled });
}
