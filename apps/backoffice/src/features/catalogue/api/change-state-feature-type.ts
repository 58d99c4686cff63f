import type { ApiClient } from '@lic/web-api-client';

export async function changeStateFeatureType(client: ApiClient, id: number, active: boolean): Promise<void> {
  await client.post('/license/api/featureType/ChangeStateFeatureType', { Id: id, Status: active });
}
