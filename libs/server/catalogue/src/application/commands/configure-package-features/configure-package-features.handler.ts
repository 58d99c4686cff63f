import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { recordEvents, type DomainErrorField } from '@lic/server-kernel';
import { CatalogueMessage } from '../../../domain/catalogue.messages';
import { CatalogueRuleError, FieldErrors } from '../../../domain/catalogue.errors';
import { packageEventFor } from '../../../domain/events/package-event-for';
import { featureQuantityError } from '../../../domain/feature-quantity';
import type { Package } from '../../../domain/package.entity';
import { toPackageSnapshot } from '../../../domain/package-snapshot';
import { DEFAULT_STORAGE_UNIT, STORAGE_UNITS, type StorageUnit } from '../../../domain/package-terms';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { loadPackage } from '../../../infrastructure/package-loading';
import { ConfigurePackageFeaturesCommand, type PackageFeaturesInput } from './configure-package-features.command';

@CommandHandler(ConfigurePackageFeaturesCommand)
export class ConfigurePackageFeaturesHandler implements ICommandHandler<ConfigurePackageFeaturesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packages }: ConfigurePackageFeaturesCommand): Promise<{ updatedPackages: number }> {
    checkQuantities(packages);
    const featureIds = [...new Set(packages.flatMap((p) => p.serviceList.flatMap((s) => s.features.map((f) => f.featureId))))];
    const features = new Map(
      (await this.em.find(ServiceFeature, { id: { $in: featureIds } }, { populate: ['featureType'] })).map((f) => [f.id, f]),
    );
    const now = new Date();
    for (const [packageIndex, input] of packages.entries()) {
      const pkg = await loadPackage(this.em, input.packageId);
      if (!pkg) {
        const message = CatalogueMessage.packageNotFound;
        throw new CatalogueRuleError('CATALOGUE.PACKAGE_NOT_FOUND', message, [{ field: `${packageIndex}.packageId`, message }]);
      }
      const errors = this.configure(pkg, input, packageIndex, features);
      if (errors.length > 0) {
        throw new CatalogueRuleError(
          'CATALOGUE.PACKAGE_FEATURES_NOT_UPDATED',
          CatalogueMessage.packageFeaturesNotUpdated(pkg.packageCode),
          errors,
        );
      }
      pkg.touch(now);
      recordEvents(this.em, packageEventFor(pkg.idstate, toPackageSnapshot(pkg)));
    }
    await this.em.flush();
    return { updatedPackages: packages.length };
  }

  private configure(
    pkg: Package,
    input: PackageFeaturesInput,
    packageIndex: number,
    features: Map<number, ServiceFeature>,
  ): DomainErrorField[] {
    const errors: DomainErrorField[] = [];
    for (const [serviceIndex, serviceInput] of input.serviceList.entries()) {
      const path = `${packageIndex}.serviceList.${serviceIndex}`;
      const service = pkg.services.getItems().find((s) => s.id === serviceInput.serviceId);
      if (!service) {
        errors.push({ field: `${path}.serviceId`, message: CatalogueMessage.packageServiceNotInPackage });
        continue;
      }
      for (const [featureIndex, featureInput] of serviceInput.features.entries()) {
        const field = `${path}.features.${featureIndex}.featureId`;
        const feature = features.get(featureInput.featureId);
        if (!feature) {
          errors.push({ field, message: CatalogueMessage.featureUnavailable });
          continue;
        }
        if (feature.serviceTypeId !== service.serviceTypeId) {
          errors.push({ field, message: CatalogueMessage.featureNotOfService(feature.serviceFeatureCode) });
          continue;
        }
        if (!featureInput.selected) {
          pkg.removeFeature(service, feature);
          continue;
        }
        if (!feature.active && !pkg.featureOf(service, feature)) {
          errors.push({ field, message: CatalogueMessage.featureUnavailable });
          continue;
        }
        pkg.configureFeature(service, feature, featureInput.quantity as number, storageUnitOf(feature, featureInput.storageType));
      }
    }
    return errors;
  }
}

/** Every selected feature needs a quantity from 1 to 9,999,999 and, if given, a unit MB or GB (400). */
function checkQuantities(packages: PackageFeaturesInput[]): void {
  const errors = new FieldErrors();
  for (const [p, pkg] of packages.entries()) {
    for (const [s, service] of pkg.serviceList.entries()) {
      for (const [f, feature] of service.features.entries()) {
        const path = `${p}.serviceList.${s}.features.${f}`;
        if (feature.selected) errors.add(`${path}.quantity`, featureQuantityError(feature.quantity));
        if (feature.storageType != null && !STORAGE_UNITS.includes(feature.storageType as StorageUnit)) {
          errors.add(`${path}.storageType`, CatalogueMessage.invalidOption);
        }
      }
    }
  }
  errors.throwIfAny();
}

function storageUnitOf(feature: ServiceFeature, requested: string | null): StorageUnit | null {
  if (!feature.featureType.isStorage) return null;
  return (requested as StorageUnit | null) ?? DEFAULT_STORAGE_UNIT;
}
