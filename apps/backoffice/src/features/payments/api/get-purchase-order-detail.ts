import type { PurchaseOrderDetail, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getPurchaseOrderDetail(client: ApiClient, referenceUuid: string): Promise<PurchaseOrderDetail> {
  const answer = await client.get<ResultEnvelope<PurchaseOrderDetail>>(
    `/license/api/PurchaseOrder/GetPurchaseOrderDetail/${encodeURIComponent(referenceUuid)}`,
  );
  return answer.result;
}

/** The detail of the order with this referenceUuid, loaded again for every new `opening`; nothing while it is null. */
export function usePurchaseOrderDetail(referenceUuid: string | null, opening: number | string = 0) {
  const { client } = useBackoffice();
  return useRemote(`purchase-order:${referenceUuid ?? ''}:${opening}`, () => getPurchaseOrderDetail(client, referenceUuid ?? ''), {
    enabled: referenceUuid !== null,
  });
}
