import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError } from '../../../domain/catalogue.errors';
import { PromoCode } from '../../../domain/promo-code.entity';
import { ListPromoCodePackagesQuery, type PromoCodePackageRecord } from './list-promo-code-packages.query';

@QueryHandler(ListPromoCodePackagesQuery)
export class ListPromoCodePackagesHandler implements IQueryHandler<ListPromoCodePackagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ promoCodeId }: ListPromoCodePackagesQuery): Promise<PromoCodePackageRecord[]> {
    const promo = await this.em.findOne(PromoCode, { id: promoCodeId }, { populate: ['packages'] });
    if (!promo) throw new CatalogueRuleError('CATALOGUE.PROMO_CODE_NOT_FOUND', CatalogueMessage.promoNotFound);
    return promo.packages
      .getItems()
      .map((p) => ({ packageId: p.id, packageCode: p.packageCode, packageName: p.packageName }))
      .sort((a, b) => a.packageId - b.packageId);
  }
}
