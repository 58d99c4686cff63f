import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Ids of the packages a promo code applies to. */
export async function getPackagesId(client: ApiClient, promoCodeId: number): Promise<number[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<{ packageId: number }>>>('/license/api/PromotionalCode/GetPackagesId', {
    headers: { promotionalCodeId: String(promoCodeId) },
  });
  return answer.result.records.map((record) => record.packageId);
}
