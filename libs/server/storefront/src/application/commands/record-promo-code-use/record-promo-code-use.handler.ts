import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { promoCodePeriod } from '../../../domain/promo-code-eligibility';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { RecordPromoCodeUseCommand } from '@lic/server-storefront-api';

@CommandHandler(RecordPromoCodeUseCommand)
export class RecordPromoCodeUseHandler implements ICommandHandler<RecordPromoCodeUseCommand> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ promoCode, today }: RecordPromoCodeUseCommand): Promise<boolean> {
    const snapshot = await this.readModel.promoCode(promoCode);
    const period = snapshot ? promoCodePeriod(snapshot, today ?? bogotaDate(this.clock.now())) : null;
    if (!snapshot || !period) return false;
    await this.readModel.addUse(this.em.fork(), snapshot.promoCodeId, period.key);
    return true;
  }
}
