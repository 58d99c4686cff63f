import type { EntityState } from './entity-state';
import type { OfferTypeCode, PeriodicityType } from './snapshot-terms';

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
