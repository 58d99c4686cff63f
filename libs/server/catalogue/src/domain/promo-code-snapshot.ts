import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';
import type { PromoCode } from './promo-code.entity';

export type { PromoCodeSnapshot } from '@lic/server-catalogue-api';

/** The snapshot of a promo code whose packages are loaded. */
export function toPromoCodeSnapshot(promo: PromoCode): PromoCodeSnapshot {
  return {
    promoCodeId: promo.id,
    promotionCode: promo.promotionCode,
    descriptionPromotionCode: promo.descriptionPromotionCode,
    useQuantity: promo.useQuantity,
    idstate: promo.idstate,
    applyTotalPurchase: promo.applyTotalPurchase,
    applyProduct: promo.applyProduct,
    offerTypeCode: promo.offerTypeCode,
    offerValue: promo.offerValue,
    effectiveStartDate: promo.effectiveStartDate,
    expirationDate: promo.expirationDate,
    periodicityType: promo.periodicityType,
    periodicityQuantity: promo.periodicityQuantity ?? null,
    endPeriodicityDate: promo.endPeriodicityDate ?? null,
    typeUserId: promo.typeUser.id,
    packageIds: promo.packages
      .getItems()
      .map((p) => p.id)
      .sort((a, b) => a - b),
  };
}
