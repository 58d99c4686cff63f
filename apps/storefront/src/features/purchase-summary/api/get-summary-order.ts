import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { SummaryOrder } from '../purchase-summary.types';

/** The purchase summary of an order (storefront.md §7 getsummaryorder); null when the server has none. */
export async function getSummaryOrder(client: ApiClient, referenceUuid: string, appName: string): Promise<SummaryOrder | null> {
  const answer = await client.get<ResultEnvelope<{ summaryOrder?: SummaryOrder | null }> | undefined>(
    '/license/api/purchaseorderlicense/getsummaryorder',
    { headers: { pReferenceUuid: referenceUuid, pAppName: appName } },
  );
  return answer?.result?.summaryOrder ?? null;
}
