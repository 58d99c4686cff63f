import type { PromoCodeValidation, ResultEnvelope, ValidatePromotionCodeRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const VALIDATE_PROMOTION_CODE_PATH = '/license/api/PurchaseOrderLicense/ValidatePromotionCode';

/** Whether the code applies to the cart; HTTP 400 when it cannot (storefront.md §7). */
export async function validatePromotionCode(client: ApiClient, request: ValidatePromotionCodeRequest): Promise<PromoCodeValidation> {
  const answer = await client.post<ResultEnvelope<PromoCodeValidation>>(VALIDATE_PROMOTION_CODE_PATH, request);
  return answer.result;
}
