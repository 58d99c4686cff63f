import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { EntityState } from '@lic/server-catalogue-api';
import type { StorefrontPackage } from '@lic/shared-api-types';
import { packageInScope } from '../../../domain/storefront-catalogue';
import { toStorefrontPackage, type StoredPackageSnapshot } from '../../../domain/storefront-package';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { GetStorefrontPackagesQuery } from '@lic/server-storefront-api';

@QueryHandler(GetStorefrontPackagesQuery)
export class GetStorefrontPackagesHandler implements IQueryHandler<GetStorefrontPackagesQuery> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ packageIds, options }: GetStorefrontPackagesQuery): Promise<StorefrontPackage[]> {
    const at = options.at ?? this.clock.now();
    const { visibleTo } = options;
    const serviceNames = options.serviceName ? [options.serviceName] : null;
    const wanted = (snapshot: StoredPackageSnapshot) =>
      visibleTo ? packageInScope(snapshot, { serviceNames }, visibleTo) : snapshot.idstate === EntityState.ACTIVE;
    const snapshots = await this.readModel.packagesById([...new Set(packageIds)]);
    const byId = new Map(snapshots.filter(wanted).map((snapshot) => [snapshot.packageId, toStorefrontPackage(snapshot, at)]));
    return packageIds.flatMap((id) => {
      const pkg = byId.get(id);
      return pkg ? [pkg] : [];
    });
  }
}
