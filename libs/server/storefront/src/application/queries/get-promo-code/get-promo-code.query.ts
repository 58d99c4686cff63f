import { Query } from '@nestjs/cqrs';
import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';
import type { PromoCodePeriod } from '../../../domain/promo-code-eligibility';

export interface PromoCodeState {
  snapshot: PromoCodeSnapshot;
  /** The window containing `today`; null outside every window. */
  period: PromoCodePeriod | null;
  /** Uses consumed in that window (0 outside every window). */
  usesInPeriod: number;
}

/**
 * A promo code of the read model by its code (without case and spaces), with the period of `today`
 * (YYYY-MM-DD Bogotá, today by default) and its uses: what promoCodeEligibility needs. Null when
 * the catalogue has no such code.
 */
export class GetPromoCodeQuery extends Query<PromoCodeState | null> {
  constructor(
    readonly promoCode: string,
    readonly today?: string,
  ) {
    super();
  }
}
