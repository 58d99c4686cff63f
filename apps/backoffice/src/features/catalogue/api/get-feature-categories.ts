import type { FeatureCategoryOption, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** Categories of a feature type, F Funcionalidad Sistema and T Transaccionalidad (GetAllFeatureTypes). */
export async function getFeatureCategories(client: ApiClient): Promise<FeatureCategoryOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<FeatureCategoryOption>>>('/license/api/parameter/GetAllFeatureTypes');
  return answer.result.records;
}

export function useFeatureCategories(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('feature-categories', () => getFeatureCategories(client), { enabled });
}
