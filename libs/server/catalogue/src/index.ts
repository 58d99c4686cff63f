import type { MigrationObject } from '@mikro-orm/core';
import { Channel } from './domain/channel.entity';
import { FeatureType } from './domain/feature-type.entity';
import { Package } from './domain/package.entity';
import { PackageCustomer } from './domain/package-customer.entity';
import { PackageFeature } from './domain/package-feature.entity';
import { PackageType } from './domain/package-type.entity';
import { PromoCode } from './domain/promo-code.entity';
import { PromotionalUserType } from './domain/promotional-user-type.entity';
import { Service } from './domain/service.entity';
import { ServiceFeature } from './domain/service-feature.entity';
import { Migration20261122020000CatalogueSchema } from './infrastructure/migrations/Migration20261122020000CatalogueSchema';
import { Migration20261122020100CatalogueReferenceData } from './infrastructure/migrations/Migration20261122020100CatalogueReferenceData';
// Contracts: device category of contract packages.
import { Migration20261122080000CatalogueDeviceCategory } from './infrastructure/migrations/Migration20261122080000CatalogueDeviceCategory';
import { StoredFileRecord } from './infrastructure/storage/stored-file.entity';

export { CatalogueModule } from './catalogue.module';
// apps/api's database CLI seeds the demo catalogue.
export { CatalogueDemoSeeder } from './infrastructure/seeders/catalogue-demo.seeder';

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
  PromoCode,
  StoredFileRecord,
];

export const catalogueMigrations: MigrationObject[] = [
  { name: 'Migration20261122020000CatalogueSchema', class: Migration20261122020000CatalogueSchema },
  { name: 'Migration20261122020100CatalogueReferenceData', class: Migration20261122020100CatalogueReferenceData },
  // Contracts (docs/api/contracts.md).
  { name: 'Migration20261122080000CatalogueDeviceCategory', class: Migration20261122080000CatalogueDeviceCategory },
];
