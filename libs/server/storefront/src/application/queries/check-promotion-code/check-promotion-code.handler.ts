import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckPromotionCodeQuery, type PromotionCodeEligibility } from '@lic/server-storefront-api';
import { promotionCodeEligibility } from '../../../domain/promotion-code-eligibility';
import { GetPromotionCodeQuery } from '../get-promotion-code/get-promotion-code.query';

@QueryHandler(CheckPromotionCodeQuery)
export class CheckPromotionCodeHandler implements IQueryHandler<CheckPromotionCodeQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ promotionCode, cart }: CheckPromotionCodeQuery): Promise<PromotionCodeEligibility> {
    const state = await this.queryBus.execute(new GetPromotionCodeQuery(promotionCode, cart.today));
    return promotionCodeEligibility(state?.snapshot ?? null, { ...cart, usesInPeriod: state?.usesInPeriod ?? 0 });
  }
}
