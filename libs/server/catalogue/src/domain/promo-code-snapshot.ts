import type { EntityState } from './entity-state';
import type { OfferTypeCode } from './package-terms';
import type { PeriodicityType } from './promo-code-terms';
import type { PromotionalCode } from './promotional-code.entity';

/** Everything ordering needs to validate a promo code, carried by PromoCodeChangedEvent. */
export interface PromoCodeSnapshot {
  promoCodeId: number;
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  idstate: EntityState;
  applyTotalPurchase: boolean;
  applyProduct: boolean;
  offerTypeCode: OfferTypeCode;
  offerValue: number;
  /** YYYY-MM-DD (Bogotá days). */
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: PeriodicityType;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  /** 1 every customer, 2 new customers only, 3 registered customers only. */
  typeUserId: number;
  packageIds: number[];
}

/** The snapshot of a promo code whose packages are loaded. */
export function toPromoCodeSnapshot(promo: PromotionalCode): PromoCodeSnapshot {
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
