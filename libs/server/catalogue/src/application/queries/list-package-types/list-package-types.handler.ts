import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PackageType } from '../../../domain/package-type.entity';
import { ListPackageTypesQuery, type PackageTypeRecord } from './list-package-types.query';

@QueryHandler(ListPackageTypesQuery)
export class ListPackageTypesHandler implements IQueryHandler<ListPackageTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<PackageTypeRecord[]> {
    const types = await this.em.find(PackageType, {}, { orderBy: { id: 'asc' } });
    return types.map((t) => ({ id: t.id, packageTypeCode: t.packageTypeCode, packageTypeName: t.packageTypeName }));
  }
}
