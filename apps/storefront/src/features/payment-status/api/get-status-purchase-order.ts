import type { PurchaseOrderStatus, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

interface StatusRecords {
  /** One record; some servers send it as a one-element list. */
  records?: PurchaseOrderStatus | PurchaseOrderStatus[] | null;
}

/**
 * The payment status of an order (storefront.md §7 GetStatusPurchaseOrder); `count` goes in the
 * countValidatePayment header: 0 on the first check of polling mode, then each re-check's number; −1
 * for a single check. Null when the server answered without a record.
 */
export async function getStatusPurchaseOrder(
  client: ApiClient,
  referenceUuid: string,
  appName: string,
  count: number,
): Promise<PurchaseOrderStatus | null> {
  const path = [referenceUuid, appName].map(encodeURIComponent).join('/');
  const answer = await client.get<ResultEnvelope<StatusRecords> | undefined>(
    `/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/${path}`,
    {
      headers: { countValidatePayment: String(count) },
    },
  );
  const records = answer?.result?.records;
  const record = Array.isArray(records) ? records[0] : records;
  return record !== null && typeof record === 'object' ? record : null;
}
