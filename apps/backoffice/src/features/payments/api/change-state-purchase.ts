import type { ChangeStatePurchaseRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Approves (6) or rejects (7, with a reject type) a pending cash order of the brand `appName`. */
export async function changeStatePurchase(client: ApiClient, appName: string, request: ChangeStatePurchaseRequest): Promise<void> {
  await client.post(`/license/api/PurchaseOrder/ChangeStatePurchase/${encodeURIComponent(appName)}`, request);
}
