import type { ApiClient } from '@lic/web-api-client';
import type { CatalogueState } from '@lic/shared-api-types';

/** The server answers 201. */
export async function activePromoCode(client: ApiClient, id: number, idstate: CatalogueState): Promise<void> {
  await client.put('/license/api/PromotionalCode/ActivePromoCode', { id, idstate });
}
