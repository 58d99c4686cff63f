import type { FeatureTypeRecord, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getAllFeatureType(client: ApiClient): Promise<FeatureTypeRecord[]> {
  const answer = await client.get<ResultEnvelope<{ featureTypeList: FeatureTypeRecord[] }>>('/license/api/featureType/GetAllFeatureType');
  return answer.result.featureTypeList;
}

export function useFeatureTypes(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('feature-types', () => getAllFeatureType(client), { enabled });
}
