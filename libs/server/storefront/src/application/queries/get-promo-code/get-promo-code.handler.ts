import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { promoCodePeriod } from '../../../domain/promo-code-eligibility';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { GetPromoCodeQuery, type PromoCodeState } from './get-promo-code.query';

@QueryHandler(GetPromoCodeQuery)
export class GetPromoCodeHandler implements IQueryHandler<GetPromoCodeQuery> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promoCode, today }: GetPromoCodeQuery): Promise<PromoCodeState | null> {
    const snapshot = await this.readModel.promoCode(promoCode);
    if (!snapshot) return null;
    const period = promoCodePeriod(snapshot, today ?? bogotaDate(this.clock.now()));
    const usesInPeriod = period ? await this.readModel.usesInPeriod(snapshot.promoCodeId, period.key) : 0;
    return { snapshot, period, usesInPeriod };
  }
}
