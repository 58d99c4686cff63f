import type { ApiClient } from '@lic/web-api-client';
import type { PromoCodeValues } from '@lic/web-ui';

/** Creates (id 0, POST SaveNewPromoCode) or edits (PUT UpdatePromoCode) a promo code; dates travel as YYYY-MM-DD. */
export async function savePromoCode(client: ApiClient, promoCode: PromoCodeValues): Promise<void> {
  if (promoCode.id === 0) await client.post('/license/api/PromotionalCode/SaveNewPromoCode', promoCode);
  else await client.put('/license/api/PromotionalCode/UpdatePromoCode', promoCode);
}
