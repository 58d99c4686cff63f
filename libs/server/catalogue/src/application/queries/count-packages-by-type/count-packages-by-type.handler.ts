import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityState } from '../../../domain/entity-state';
import { Package } from '../../../domain/package.entity';
import { CountPackagesByTypeQuery } from './count-packages-by-type.query';

@QueryHandler(CountPackagesByTypeQuery)
export class CountPackagesByTypeHandler implements IQueryHandler<CountPackagesByTypeQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ packageTypeId, relevance }: CountPackagesByTypeQuery): Promise<number> {
    return this.em.count(Package, { packageType: packageTypeId, relevance, idstate: EntityState.ACTIVE });
  }
}
