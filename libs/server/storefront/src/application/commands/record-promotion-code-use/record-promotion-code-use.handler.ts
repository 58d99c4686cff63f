import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { promotionCodePeriod } from '../../../domain/promotion-code-eligibility';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { RecordPromotionCodeUseCommand } from '@lic/server-storefront-api';

@CommandHandler(RecordPromotionCodeUseCommand)
export class RecordPromotionCodeUseHandler implements ICommandHandler<RecordPromotionCodeUseCommand> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promotionCode, today }: RecordPromotionCodeUseCommand): Promise<boolean> {
    const snapshot = await this.readModel.promoCode(promotionCode);
    const period = snapshot ? promotionCodePeriod(snapshot, today ?? bogotaDate(this.clock.now())) : null;
    if (!snapshot || !period) return false;
    await this.readModel.addUse(this.em.fork(), snapshot.promoCodeId, period.key);
    return true;
  }
}
