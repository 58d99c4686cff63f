import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { discountedPrice, roundTo2 } from '@lic/shared-rules';
import { EntityState } from '../../../domain/entity-state';
import type { Package } from '../../../domain/package.entity';
import { DEFAULT_STORAGE_UNIT, UNLIMITED_QUANTITY } from '../../../domain/package-terms';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { likeLiteral } from '../../../infrastructure/find-by-name';
import { loadPackages } from '../../../infrastructure/package-loading';
import {
  GetPackagesConfigurationQuery,
  type ConfigurableFeature,
  type PackageConfigurationRecord,
} from './get-packages-configuration.query';

@QueryHandler(GetPackagesConfigurationQuery)
export class GetPackagesConfigurationHandler implements IQueryHandler<GetPackagesConfigurationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageTypeId, packageName }: GetPackagesConfigurationQuery): Promise<PackageConfigurationRecord[]> {
    const name = packageName?.trim();
    const packages = await loadPackages(this.em, {
      packageType: packageTypeId,
      ...(name ? { packageName: { $ilike: `%${likeLiteral(name)}%` } } : {}),
    });
    const serviceTypeIds = [...new Set(packages.flatMap((p) => p.services.getItems().map((s) => s.serviceTypeId)))];
    const features = serviceTypeIds.length
      ? await this.em.find(ServiceFeature, { serviceTypeId: { $in: serviceTypeIds } }, { populate: ['featureType', 'featureRelation'] })
      : [];
    return packages.map((pkg) => toRecord(pkg, features));
  }
}

function toRecord(pkg: Package, features: ServiceFeature[]): PackageConfigurationRecord {
  const withDiscount = discountedPrice(pkg.packagePrice, {
    applyOffer: pkg.applyOffer,
    offerTypeCode: pkg.offerTypeCode ?? null,
    totalOffer: pkg.totalOffer,
  });
  return {
    packageId: pkg.id,
    packageCode: pkg.packageCode,
    packageName: pkg.packageName,
    packagePrice: pkg.packagePrice,
    packageDiscount: pkg.packagePrice > 0 ? roundTo2(((pkg.packagePrice - withDiscount) * 100) / pkg.packagePrice) : 0,
    packageWithDiscount: withDiscount,
    publicVisibility: pkg.publicVisibility,
    idstate: pkg.idstate,
    serviceList: [...pkg.services.getItems()]
      .sort((a, b) => a.id - b.id)
      .map((service) => ({
        serviceId: service.id,
        serviceName: service.serviceName,
        features: features
          .filter((f) => f.serviceTypeId === service.serviceTypeId)
          .map((f) => ({ feature: f, configured: pkg.featureOf(service, f) }))
          .filter(({ feature, configured }) => feature.idstate === EntityState.ACTIVE || configured)
          .sort(
            (a, b) =>
              groupKey(a.feature) - groupKey(b.feature) ||
              Number(!a.feature.isPrincipal) - Number(!b.feature.isPrincipal) ||
              a.feature.serviceFeatureCode.localeCompare(b.feature.serviceFeatureCode),
          )
          .map(({ feature, configured }): ConfigurableFeature => {
            const isStorage = feature.featureType.isStorage;
            return {
              featureId: feature.id,
              featureName: feature.featureDescription,
              featureCode: feature.serviceFeatureCode,
              featureAlias: feature.featureAlias ?? null,
              featureTypeName: feature.featureType.featureTypeName,
              isPrincipal: feature.isPrincipal,
              selected: Boolean(configured),
              quantity: configured?.quantity ?? 1,
              isUnlimited: configured?.quantity === UNLIMITED_QUANTITY,
              isStorage,
              storageType: isStorage ? (configured?.storageUnit ?? DEFAULT_STORAGE_UNIT) : null,
            };
          }),
      })),
  };
}

/** Keeps a principal feature and its children together. */
function groupKey(feature: ServiceFeature): number {
  return feature.featureRelation?.id ?? feature.id;
}
