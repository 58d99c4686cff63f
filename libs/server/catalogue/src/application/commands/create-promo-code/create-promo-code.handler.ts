import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvents, type DomainErrorField } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { normalizePromoCode, validatePromoCodeInput } from '../../../domain/promo-code-terms';
import { toPromoCodeSnapshot } from '../../../domain/promo-code-snapshot';
import { PromoCode } from '../../../domain/promo-code.entity';
import { PromotionalUserType } from '../../../domain/promotional-user-type.entity';
import { findByNameIgnoringCase } from '../../../infrastructure/find-by-name';
import { nextId } from '../../../infrastructure/next-id';
import { promoCodePackages } from '../../promo-code-packages/promo-code-packages';
import { CreatePromoCodeCommand } from './create-promo-code.command';

@CommandHandler(CreatePromoCodeCommand)
export class CreatePromoCodeHandler implements ICommandHandler<CreatePromoCodeCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreatePromoCodeCommand): Promise<{ id: number; promotionCode: string }> {
    const terms = validatePromoCodeInput(input);
    const code = terms.promotionCode;
    const notSaved = (fields: DomainErrorField[]) =>
      new CatalogueRuleError(
        'CATALOGUE.PROMO_CODE_NOT_SAVED',
        CatalogueMessage.promoNotSaved(normalizePromoCode(input.promotionCode)),
        fields,
      );
    const codeTaken = () => notSaved([{ field: 'promotionCode', message: CatalogueMessage.promoCodeTaken(code) }]);

    if (await findByNameIgnoringCase(this.em, PromoCode, 'promotionCode', code)) throw codeTaken();
    const packages = await promoCodePackages(this.em, terms.packageIds);
    if (!packages) throw notSaved([{ field: 'packagesId', message: CatalogueMessage.promoPackageUnavailable }]);
    const typeUser = await this.em.findOneOrFail(PromotionalUserType, { id: terms.typeUserId });

    const promo = PromoCode.create(terms, typeUser, packages);
    promo.id = await nextId(this.em, 'promotional_code');
    this.em.persist(promo);
    recordEvents(this.em, new PromoCodeChangedEvent(toPromoCodeSnapshot(promo)));
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw codeTaken();
      throw error;
    }
    return { id: promo.id, promotionCode: promo.promotionCode };
  }
}
