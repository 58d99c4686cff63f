import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityState } from '../../../domain/entity-state';
import { PromoCode } from '../../../domain/promo-code.entity';
import { requirePackage } from '../../package-lookup/package-lookup';
import { GetPackagePromoCodesQuery, type PackagePromoCodeRecord } from './get-package-promo-codes.query';

@QueryHandler(GetPackagePromoCodesQuery)
export class GetPackagePromoCodesHandler implements IQueryHandler<GetPackagePromoCodesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageId }: GetPackagePromoCodesQuery): Promise<PackagePromoCodeRecord[]> {
    await requirePackage(this.em, packageId, []);
    const promos = await this.em.find(
      PromoCode,
      { packages: { id: packageId }, idstate: EntityState.ACTIVE },
      { orderBy: { promotionCode: 'asc' } },
    );
    return promos.map((p) => ({
      promoCodePackageId: p.id,
      promotionalCode: p.promotionCode,
      discount: p.offerValue,
      offerTypeCode: p.offerTypeCode,
    }));
  }
}
