import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckPromoCodeQuery, type PromoCodeEligibility } from '@lic/server-storefront-api';
import { promoCodeEligibility } from '../../../domain/promo-code-eligibility';
import { GetPromoCodeQuery } from '../get-promo-code/get-promo-code.query';

@QueryHandler(CheckPromoCodeQuery)
export class CheckPromoCodeHandler implements IQueryHandler<CheckPromoCodeQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ promoCode, cart }: CheckPromoCodeQuery): Promise<PromoCodeEligibility> {
    const state = await this.queryBus.execute(new GetPromoCodeQuery(promoCode, cart.today));
    return promoCodeEligibility(state?.snapshot ?? null, { ...cart, usesInPeriod: state?.usesInPeriod ?? 0 });
  }
}
