import type { RegisteredPurchaseOrder, RegisterPurchaseOrderRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Registers the purchase order (storefront.md §7 RegisterPurchaseOrder). */
export async function registerPurchaseOrder(
  client: ApiClient,
  request: RegisterPurchaseOrderRequest,
): Promise<ResultEnvelope<RegisteredPurchaseOrder>> {
  return client.post<ResultEnvelope<RegisteredPurchaseOrder>>('/license/api/PurchaseOrderLicense/RegisterPurchaseOrder', request);
}
