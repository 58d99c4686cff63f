import type { ApiClient } from '@lic/web-api-client';

export async function changeStateService(client: ApiClient, id: number, active: boolean): Promise<void> {
  await client.post('/license/api/service/ChangeStateService', { Id: id, Status: active });
}
