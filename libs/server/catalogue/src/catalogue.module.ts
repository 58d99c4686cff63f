import { Module } from '@nestjs/common';
import { databaseFileStorage, integrationEvents } from '@lic/server-kernel';
import { PackageLinksResolver } from './application/package-links/package-links.resolver';
import { PackageChangedEvent, PackageDeactivatedEvent, PackagePublishedEvent, PromoCodeChangedEvent } from '@lic/server-catalogue-api';
import { StoredFileRecord } from './infrastructure/storage/stored-file.entity';
import { FeatureTypeController } from './interface/feature-type.controller';
import { OfferImageController } from './interface/offer-image.controller';
import { PackageConfigurationController } from './interface/package-configuration.controller';
import { PackageLookupsController } from './interface/package-lookups.controller';
import { PackageController } from './interface/package.controller';
import { PromotionalCodeController } from './interface/promotional-code.controller';
import { ServiceFeatureController } from './interface/service-feature.controller';
import { ServiceController } from './interface/service.controller';
import { CATALOGUE_HANDLERS } from './application/handlers';

integrationEvents.register(PackagePublishedEvent, PackageChangedEvent, PackageDeactivatedEvent, PromoCodeChangedEvent);

/** Services, feature types, service features, channels, packages, package configuration and promo codes. */
@Module({
  controllers: [
    ServiceController,
    FeatureTypeController,
    ServiceFeatureController,
    PackageController,
    PackageLookupsController,
    PackageConfigurationController,
    OfferImageController,
    PromotionalCodeController,
  ],
  providers: [...CATALOGUE_HANDLERS, databaseFileStorage(StoredFileRecord), PackageLinksResolver],
})
export class CatalogueModule {}
