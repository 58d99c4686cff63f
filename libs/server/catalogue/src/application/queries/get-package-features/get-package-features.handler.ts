import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UNLIMITED_QUANTITY } from '../../../domain/package-terms';
import { requirePackage } from '../../package-lookup/package-lookup';
import { GetPackageFeaturesQuery, type PackageFeatureRecord } from './get-package-features.query';

@QueryHandler(GetPackageFeaturesQuery)
export class GetPackageFeaturesHandler implements IQueryHandler<GetPackageFeaturesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageId }: GetPackageFeaturesQuery): Promise<PackageFeatureRecord[]> {
    const pkg = await requirePackage(this.em, packageId, ['features.service', 'features.serviceFeature.featureType']);
    return pkg.features
      .getItems()
      .map((f) => ({
        serviceId: f.service.id,
        serviceName: f.service.serviceName,
        serviceFeatureId: f.serviceFeature.id,
        serviceFeatureCode: f.serviceFeature.serviceFeatureCode,
        featureDescription: f.serviceFeature.featureDescription,
        featureAlias: f.serviceFeature.featureAlias ?? null,
        featureTypeName: f.serviceFeature.featureType.featureTypeName,
        quantity: f.quantity,
        isUnlimited: f.quantity === UNLIMITED_QUANTITY,
        storageUnit: f.storageUnit ?? null,
      }))
      .sort((a, b) => a.serviceId - b.serviceId || a.serviceFeatureId - b.serviceFeatureId);
  }
}
