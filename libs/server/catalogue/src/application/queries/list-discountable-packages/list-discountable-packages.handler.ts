import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityState } from '../../../domain/entity-state';
import { Package } from '../../../domain/package.entity';
import { PACKAGE_LIST_ORDER } from '../../../infrastructure/package-loading';
import { ListDiscountablePackagesQuery, type DiscountablePackageRecord } from './list-discountable-packages.query';

@QueryHandler(ListDiscountablePackagesQuery)
export class ListDiscountablePackagesHandler implements IQueryHandler<ListDiscountablePackagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<DiscountablePackageRecord[]> {
    // A promo code never applies to a free package (storefront.md §5).
    const packages = await this.em.find(
      Package,
      { idstate: EntityState.ACTIVE, packagePrice: { $gt: 0 } },
      { orderBy: PACKAGE_LIST_ORDER },
    );
    return packages.map((p) => ({ id: p.id, packageCode: p.packageCode, packageName: p.packageName, packageTypeId: p.packageType.id }));
  }
}
