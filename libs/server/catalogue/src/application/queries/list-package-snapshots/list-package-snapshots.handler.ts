import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toPackageSnapshot, type PackageSnapshot } from '../../../domain/package-snapshot';
import { loadPackages } from '../../../infrastructure/package-loading';
import { ListPackageSnapshotsQuery } from '@lic/server-catalogue-api';

@QueryHandler(ListPackageSnapshotsQuery)
export class ListPackageSnapshotsHandler implements IQueryHandler<ListPackageSnapshotsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageIds }: ListPackageSnapshotsQuery): Promise<PackageSnapshot[]> {
    const packages = await loadPackages(this.em.fork(), packageIds ? { id: { $in: packageIds } } : {});
    return packages.map(toPackageSnapshot);
  }
}
