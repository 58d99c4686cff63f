import type { MigrationObject } from '@mikro-orm/core';
import { Channel } from './domain/channel.entity';
import { FeatureType } from './domain/feature-type.entity';
import { Package } from './domain/package.entity';
import { PackageCustomer } from './domain/package-customer.entity';
import { PackageFeature } from './domain/package-feature.entity';
import { PackageType } from './domain/package-type.entity';
import { PromotionalCode } from './domain/promotional-code.entity';
import { PromotionalUserType } from './domain/promotional-user-type.entity';
import { Service } from './domain/service.entity';
import { ServiceFeature } from './domain/service-feature.entity';
import { Migration20261122020000CatalogueSchema } from './infrastructure/migrations/Migration20261122020000CatalogueSchema';
import { Migration20261122020100CatalogueReferenceData } from './infrastructure/migrations/Migration20261122020100CatalogueReferenceData';
// Contracts (issue 7): device category of contract packages.
import { Migration20261122080000CatalogueDeviceCategory } from './infrastructure/migrations/Migration20261122080000CatalogueDeviceCategory';
import { StoredFileRecord } from './infrastructure/storage/stored-file.entity';

export { CatalogueModule } from './catalogue.module';
export { CatalogueDemoSeeder } from './infrastructure/seeders/catalogue-demo.seeder';

export { PackagePublishedEvent } from './domain/events/package-published.event';
export { PackageChangedEvent } from './domain/events/package-changed.event';
export { PackageDeactivatedEvent } from './domain/events/package-deactivated.event';
export { PackageSnapshotEvent } from './domain/events/package-snapshot.event';
export { PromoCodeChangedEvent } from './domain/events/promo-code-changed.event';
export type { PackageSnapshot, PackageServiceSnapshot, PackageFeatureSnapshot } from './domain/package-snapshot';
export type { PromoCodeSnapshot } from './domain/promo-code-snapshot';
export { ListPackageSnapshotsQuery } from './application/queries/list-package-snapshots/list-package-snapshots.query';
export { ListServicesQuery, type ServiceRecord } from './application/queries/list-services/list-services.query';
export { ListPromoCodeSnapshotsQuery } from './application/queries/list-promo-code-snapshots/list-promo-code-snapshots.query';
export { EntityState } from './domain/entity-state';
export { PACKAGE_TYPES } from './domain/package-type.entity';
export { FULL_DISCOUNT_USER_TYPE_IDS, PROMOTIONAL_USER_TYPES } from './domain/promotional-user-type.entity';
export {
  FEATURE_QUANTITY_MAX,
  FEATURE_QUANTITY_MIN,
  RELEVANCES,
  STORAGE_UNITS,
  UNLIMITED_QUANTITY,
  validityPeriodDescription,
  type OfferTypeCode,
  type StorageUnit,
} from './domain/package-terms';

export const catalogueEntities = [
  Service,
  FeatureType,
  ServiceFeature,
  Channel,
  PackageType,
  Package,
  PackageCustomer,
  PackageFeature,
  PromotionalUserType,
  PromotionalCode,
  StoredFileRecord,
];

export const catalogueMigrations: MigrationObject[] = [
  { name: 'Migration20261122020000CatalogueSchema', class: Migration20261122020000CatalogueSchema },
  { name: 'Migration20261122020100CatalogueReferenceData', class: Migration20261122020100CatalogueReferenceData },
  // Contracts (issue 7).
  { name: 'Migration20261122080000CatalogueDeviceCategory', class: Migration20261122080000CatalogueDeviceCategory },
];
