import type { PromoCodeInput } from '../../domain/promo-code-terms';
import type { SavePromoCodeRequestDto } from './save-promo-code.request.dto';

export function toPromoCodeInput(body: SavePromoCodeRequestDto): PromoCodeInput {
  return {
    promotionCode: body.promotionCode,
    descriptionPromotionCode: body.descriptionPromotionCode,
    useQuantity: body.useQuantity,
    applyTotalPurchase: body.applyTotalPurchase,
    offerTypeCode: body.offerTypeCode,
    offerValue: body.offerValue,
    effectiveStartDate: body.effectiveStartDate,
    expirationDate: body.expirationDate,
    periodicityType: body.periodicityType ?? 'NEVER',
    periodicityQuantity: body.periodicityQuantity ?? null,
    endPeriodicityDate: body.endPeriodicityDate ?? null,
    typeUserId: body.typeUserId,
    packageIds: body.packagesId ?? [],
    idstate: body.idstate ?? 0,
  };
}
