import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvents, type DomainErrorField } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { normalizePromoCode, validatePromoCodeInput } from '../../../domain/promo-code-terms';
import { toPromoCodeSnapshot } from '../../../domain/promo-code-snapshot';
import { PromoCode } from '../../../domain/promo-code.entity';
import { PromotionalUserType } from '../../../domain/promotional-user-type.entity';
import { promoCodePackages } from '../../promo-code-packages/promo-code-packages';
import { UpdatePromoCodeCommand } from './update-promo-code.command';

@CommandHandler(UpdatePromoCodeCommand)
export class UpdatePromoCodeHandler implements ICommandHandler<UpdatePromoCodeCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdatePromoCodeCommand): Promise<{ id: number; promotionCode: string }> {
    const notEdited = (fields: DomainErrorField[]) =>
      new CatalogueRuleError(
        'CATALOGUE.PROMO_CODE_NOT_EDITED',
        CatalogueMessage.promoNotEdited(normalizePromoCode(input.promotionCode ?? '')),
        fields,
      );
    const promo = await this.em.findOne(PromoCode, { id }, { populate: ['packages', 'typeUser'] });
    if (!promo) throw notEdited([{ field: 'id', message: CatalogueMessage.promoNotFound }]);
    const terms = validatePromoCodeInput(input);
    if (terms.promotionCode !== promo.promotionCode)
      throw notEdited([{ field: 'promotionCode', message: CatalogueMessage.promoCodeLocked }]);
    const packages = await promoCodePackages(
      this.em,
      terms.packageIds,
      promo.packages.getItems().map((p) => p.id),
    );
    if (!packages) throw notEdited([{ field: 'packagesId', message: CatalogueMessage.promoPackageUnavailable }]);
    const typeUser = await this.em.findOneOrFail(PromotionalUserType, { id: terms.typeUserId });

    promo.revise(terms, typeUser, packages);
    recordEvents(this.em, new PromoCodeChangedEvent(toPromoCodeSnapshot(promo)));
    await this.em.flush();
    return { id: promo.id, promotionCode: promo.promotionCode };
  }
}
