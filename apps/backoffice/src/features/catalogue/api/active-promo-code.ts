import type { ApiClient } from '@lic/web-api-client';
import type { IdState } from '../catalogue.types';

/** The server answers 201. */
export async function activePromoCode(client: ApiClient, id: number, idstate: IdState): Promise<void> {
  await client.put('/license/api/PromotionalCode/ActivePromoCode', { id, idstate });
}
