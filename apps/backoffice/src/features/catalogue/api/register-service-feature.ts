import type { RegisterServiceFeatureRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function registerServiceFeature(client: ApiClient, payload: RegisterServiceFeatureRequest): Promise<void> {
  await client.post('/license/api/servicefeature/RegisterServiceFeature', payload);
}
