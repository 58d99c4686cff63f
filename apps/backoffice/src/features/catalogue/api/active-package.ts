import type { ApiClient } from '@lic/web-api-client';
import type { IdState } from '../catalogue.types';

export async function activePackage(client: ApiClient, id: number, idstate: IdState): Promise<void> {
  await client.put('/license/api/Package/ActivePackage', { id, idstate });
}
