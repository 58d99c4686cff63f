import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvents } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { toPromoCodeSnapshot } from '../../../domain/promo-code-snapshot';
import { PromoCode } from '../../../domain/promo-code.entity';
import { ChangePromoCodeStateCommand } from './change-promo-code-state.command';

@CommandHandler(ChangePromoCodeStateCommand)
export class ChangePromoCodeStateHandler implements ICommandHandler<ChangePromoCodeStateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, idstate }: ChangePromoCodeStateCommand): Promise<void> {
    const promo = await this.em.findOne(PromoCode, { id }, { populate: ['packages', 'typeUser'] });
    if (!promo) throw new CatalogueRuleError('CATALOGUE.PROMO_CODE_NOT_FOUND', CatalogueMessage.promoNotFound);
    if (!promo.changeState(idstate)) return;
    recordEvents(this.em, new PromoCodeChangedEvent(toPromoCodeSnapshot(promo)));
    await this.em.flush();
  }
}
