import type { ApiClient } from '@lic/web-api-client';
import type { CatalogueState } from '@lic/shared-api-types';

export async function activePackage(client: ApiClient, id: number, idstate: CatalogueState): Promise<void> {
  await client.put('/license/api/Package/ActivePackage', { id, idstate });
}
