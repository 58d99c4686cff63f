import type { ApiClient } from '@lic/web-api-client';

/** The service save payload (backoffice-catalogue.md §3); Id 0 creates. */
export interface ServicePayload {
  Id: number;
  serviceTypeId: number;
  serviceName: string;
  description: string;
  Status: boolean;
}

export async function registerService(client: ApiClient, payload: ServicePayload): Promise<void> {
  await client.post('/license/api/service/RegisterService', payload);
}
