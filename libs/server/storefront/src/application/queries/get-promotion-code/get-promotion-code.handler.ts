import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { promotionCodePeriod } from '../../../domain/promotion-code-eligibility';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { GetPromotionCodeQuery, type PromotionCodeState } from './get-promotion-code.query';

@QueryHandler(GetPromotionCodeQuery)
export class GetPromotionCodeHandler implements IQueryHandler<GetPromotionCodeQuery> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promotionCode, today }: GetPromotionCodeQuery): Promise<PromotionCodeState | null> {
    const snapshot = await this.readModel.promoCode(promotionCode);
    if (!snapshot) return null;
    const period = promotionCodePeriod(snapshot, today ?? bogotaDate(this.clock.now()));
    const usesInPeriod = period ? await this.readModel.usesInPeriod(snapshot.promoCodeId, period.key) : 0;
    return { snapshot, period, usesInPeriod };
  }
}
