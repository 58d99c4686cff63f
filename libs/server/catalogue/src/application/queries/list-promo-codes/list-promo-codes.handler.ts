import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PromoCode } from '../../../domain/promo-code.entity';
import { auditOf } from '../../../domain/audit.view';
import { ListPromoCodesQuery, type PromoCodeRecord } from './list-promo-codes.query';

@QueryHandler(ListPromoCodesQuery)
export class ListPromoCodesHandler implements IQueryHandler<ListPromoCodesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PromoCodeRecord[]> {
    const promos = await this.em.find(PromoCode, {}, { populate: ['packages', 'typeUser'], orderBy: { id: 'desc' } });
    return promos.map((p) => {
      const packageIds = p.packages
        .getItems()
        .map((pkg) => pkg.id)
        .sort((a, b) => a - b);
      return {
        id: p.id,
        promotionCode: p.promotionCode,
        descriptionPromotionCode: p.descriptionPromotionCode,
        useQuantity: p.useQuantity,
        idstate: p.idstate,
        applyTotalPurchase: p.applyTotalPurchase,
        applyProduct: p.applyProduct,
        offerTypeCode: p.offerTypeCode,
        offerValue: p.offerValue,
        effectiveStartDate: p.effectiveStartDate,
        expirationDate: p.expirationDate,
        periodicityType: p.periodicityType,
        periodicityQuantity: p.periodicityQuantity ?? null,
        endPeriodicityDate: p.endPeriodicityDate ?? null,
        typeUserId: p.typeUser.id,
        typeUser: p.typeUser.typeUser,
        packagesId: packageIds,
        promotionalCodePackage: packageIds.map((packageId) => ({ packageId })),
        ...auditOf(p),
      };
    });
  }
}
