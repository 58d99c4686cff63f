import { Query } from '@nestjs/cqrs';
import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';
import type { PromotionCodePeriod } from '../../../domain/promotion-code-eligibility';

export interface PromotionCodeState {
  snapshot: PromoCodeSnapshot;
  /** The window containing `today`; null outside every window. */
  period: PromotionCodePeriod | null;
  /** Uses consumed in that window (0 outside every window). */
  usesInPeriod: number;
}

/**
 * A promo code of the read model by its code (without case and spaces), with the period of `today`
 * (YYYY-MM-DD Bogotá, today by default) and its uses: what promotionCodeEligibility needs. Null when
 * the catalogue has no such code.
 */
export class GetPromotionCodeQuery extends Query<PromotionCodeState | null> {
  constructor(
    readonly promotionCode: string,
    readonly today?: string,
  ) {
    super();
  }
}
