import type { RegisterFeatureTypeRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function registerFeatureType(client: ApiClient, payload: RegisterFeatureTypeRequest): Promise<void> {
  await client.post('/license/api/featureType/RegisterFeatureType', payload);
}
