import { Module } from '@nestjs/common';
import { databaseFileStorage, integrationEvents } from '@lic/server-kernel';
import { ChangeFeatureTypeStateHandler } from './application/commands/change-feature-type-state/change-feature-type-state.handler';
import { ChangePackageStateHandler } from './application/commands/change-package-state/change-package-state.handler';
import { ChangePromoCodeStateHandler } from './application/commands/change-promo-code-state/change-promo-code-state.handler';
import { ChangeServiceFeatureStateHandler } from './application/commands/change-service-feature-state/change-service-feature-state.handler';
import { ChangeServiceStateHandler } from './application/commands/change-service-state/change-service-state.handler';
import { ConfigurePackageFeaturesHandler } from './application/commands/configure-package-features/configure-package-features.handler';
import { CreatePackageHandler } from './application/commands/create-package/create-package.handler';
import { CreatePromoCodeHandler } from './application/commands/create-promo-code/create-promo-code.handler';
import { RegisterFeatureTypeHandler } from './application/commands/register-feature-type/register-feature-type.handler';
import { RegisterServiceFeatureHandler } from './application/commands/register-service-feature/register-service-feature.handler';
import { RegisterServiceHandler } from './application/commands/register-service/register-service.handler';
import { UpdatePackageHandler } from './application/commands/update-package/update-package.handler';
import { UpdatePromoCodeHandler } from './application/commands/update-promo-code/update-promo-code.handler';
import { CountPackagesByTypeHandler } from './application/queries/count-packages-by-type/count-packages-by-type.handler';
import { GetOfferImageHandler } from './application/queries/get-offer-image/get-offer-image.handler';
import { GetPackageChannelsHandler } from './application/queries/get-package-channels/get-package-channels.handler';
import { GetPackageCustomersHandler } from './application/queries/get-package-customers/get-package-customers.handler';
import { GetPackageFeaturesHandler } from './application/queries/get-package-features/get-package-features.handler';
import { GetPackagePromoCodesHandler } from './application/queries/get-package-promo-codes/get-package-promo-codes.handler';
import { GetPackagesConfigurationHandler } from './application/queries/get-packages-configuration/get-packages-configuration.handler';
import { ListChannelsHandler } from './application/queries/list-channels/list-channels.handler';
import { ListDiscountablePackagesHandler } from './application/queries/list-discountable-packages/list-discountable-packages.handler';
import { ListFeatureTypesHandler } from './application/queries/list-feature-types/list-feature-types.handler';
import { ListPackageSnapshotsHandler } from './application/queries/list-package-snapshots/list-package-snapshots.handler';
import { ListPackageTypesHandler } from './application/queries/list-package-types/list-package-types.handler';
import { ListPackagesHandler } from './application/queries/list-packages/list-packages.handler';
import { ListParentServiceFeaturesHandler } from './application/queries/list-parent-service-features/list-parent-service-features.handler';
import { ListPromoCodePackagesHandler } from './application/queries/list-promo-code-packages/list-promo-code-packages.handler';
import { ListPromoCodeSnapshotsHandler } from './application/queries/list-promo-code-snapshots/list-promo-code-snapshots.handler';
import { ListPromoCodesHandler } from './application/queries/list-promo-codes/list-promo-codes.handler';
import { ListPromoUserTypesHandler } from './application/queries/list-promo-user-types/list-promo-user-types.handler';
import { ListServiceFeaturesHandler } from './application/queries/list-service-features/list-service-features.handler';
import { ListServicesHandler } from './application/queries/list-services/list-services.handler';
import { PackageLinksResolver } from './application/support/package-links.resolver';
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
  providers: [
    databaseFileStorage(StoredFileRecord),
    PackageLinksResolver,
    RegisterServiceHandler,
    ChangeServiceStateHandler,
    RegisterFeatureTypeHandler,
    ChangeFeatureTypeStateHandler,
    RegisterServiceFeatureHandler,
    ChangeServiceFeatureStateHandler,
    CreatePackageHandler,
    UpdatePackageHandler,
    ChangePackageStateHandler,
    ConfigurePackageFeaturesHandler,
    CreatePromoCodeHandler,
    UpdatePromoCodeHandler,
    ChangePromoCodeStateHandler,
    ListServicesHandler,
    ListFeatureTypesHandler,
    ListServiceFeaturesHandler,
    ListParentServiceFeaturesHandler,
    ListChannelsHandler,
    ListPackagesHandler,
    ListPackageTypesHandler,
    CountPackagesByTypeHandler,
    GetPackagePromoCodesHandler,
    GetPackageChannelsHandler,
    GetPackageFeaturesHandler,
    GetPackageCustomersHandler,
    GetPackagesConfigurationHandler,
    ListPromoCodesHandler,
    ListPromoUserTypesHandler,
    ListPromoCodePackagesHandler,
    ListDiscountablePackagesHandler,
    GetOfferImageHandler,
    ListPackageSnapshotsHandler,
    ListPromoCodeSnapshotsHandler,
  ],
})
export class CatalogueModule {}
