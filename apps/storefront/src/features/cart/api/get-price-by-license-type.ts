import type { LicencePriceType, PriceTier, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const GET_PRICE_BY_LICENSE_TYPE_PATH = '/license/api/license/GetPriceByLicenseType/';

/** The price tiers of one licence type (storefront.md §7: header pType). */
export async function getPriceByLicenseType(client: ApiClient, type: LicencePriceType): Promise<PriceTier[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PriceTier> | PriceTier[]>>(GET_PRICE_BY_LICENSE_TYPE_PATH, {
    headers: { pType: type },
  });
  // The spec does not show the envelope: records as the other list calls, or the list itself.
  return Array.isArray(answer.result) ? answer.result : (answer.result?.records ?? []);
}
