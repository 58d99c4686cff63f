import type { ApiClient } from '@lic/web-api-client';

export async function changeStateServiceFeature(client: ApiClient, id: number, active: boolean): Promise<void> {
  await client.post('/license/api/servicefeature/ChangeStateServiceFeature', { Id: id, Status: active });
}
