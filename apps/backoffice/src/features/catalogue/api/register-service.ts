import type { RegisterServiceRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function registerService(client: ApiClient, payload: RegisterServiceRequest): Promise<void> {
  await client.post('/license/api/service/RegisterService', payload);
}
