import { Query } from '@nestjs/cqrs';
import type { AuditView } from '../../../domain/audit.view';

export interface PromoCodeRecord extends AuditView {
  id: number;
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  idstate: number;
  applyTotalPurchase: boolean;
  applyProduct: boolean;
  offerTypeCode: string;
  offerValue: number;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: string;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number;
  typeUser: string;
  packagesId: number[];
  promotionalCodePackage: { packageId: number }[];
}

/** Every promo code, active and inactive, newest first. */
export class ListPromoCodesQuery extends Query<PromoCodeRecord[]> {}
