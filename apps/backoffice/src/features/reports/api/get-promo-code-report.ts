import type { PromoCodeReport, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** "Códigos Promocionales": orders registered with each code over the last 90 days. */
export async function getPromoCodeReport(client: ApiClient): Promise<PromoCodeReport> {
  const answer = await client.get<ResultEnvelope<{ records: PromoCodeReport }>>('/license/api/reports/promotion-codes');
  return answer.result.records;
}
