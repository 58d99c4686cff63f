import type { EntityState } from '../entity-state';
import type { OfferTypeCode, PeriodicityType } from '../snapshot-terms';
import type { PromoCodeSnapshot } from '../promo-code-snapshot';

/** A promo code was created, edited, activated or inactivated; the payload is the code as it is now. */
export class PromoCodeChangedEvent implements PromoCodeSnapshot {
  static readonly eventName = 'catalogue.promo-code-changed';

  readonly promoCodeId!: number;
  readonly promotionCode!: string;
  readonly descriptionPromotionCode!: string;
  readonly useQuantity!: number;
  readonly idstate!: EntityState;
  readonly applyTotalPurchase!: boolean;
  readonly applyProduct!: boolean;
  readonly offerTypeCode!: OfferTypeCode;
  readonly offerValue!: number;
  readonly effectiveStartDate!: string;
  readonly expirationDate!: string;
  readonly periodicityType!: PeriodicityType;
  readonly periodicityQuantity!: number | null;
  readonly endPeriodicityDate!: string | null;
  readonly typeUserId!: number;
  readonly packageIds!: number[];

  constructor(snapshot: PromoCodeSnapshot) {
    Object.assign(this, snapshot);
  }
}
