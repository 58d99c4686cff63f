import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const REGISTER_IDENTITY_VALIDATION_PATH = '/license/api/purchaseorder/register-identity-validation';

/** storefront.md §3 "Identity validation payload": packages (code, quantity 1), PromotionCode, subscriber, appName. */
export interface IdentityValidationRequest {
  packages: Array<{ code: string; quantity: 1 }>;
  PromotionCode: string | null;
  subscriber: { documentType: string; document: string; email: string; phoneNumber: string };
  appName: string;
}

/** OK01 when the subscriber's identity was validated. */
export const IDENTITY_VALIDATED_CODE = 'OK01';

export async function registerIdentityValidation(client: ApiClient, request: IdentityValidationRequest): Promise<{ code: string }> {
  const answer = await client.post<ResultEnvelope<{ code: string }>>(REGISTER_IDENTITY_VALIDATION_PATH, request);
  return answer.result;
}
