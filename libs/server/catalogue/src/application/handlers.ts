import { ChangeFeatureTypeStateHandler } from './commands/change-feature-type-state/change-feature-type-state.handler';
import { ChangePackageStateHandler } from './commands/change-package-state/change-package-state.handler';
import { ChangePromoCodeStateHandler } from './commands/change-promo-code-state/change-promo-code-state.handler';
import { ChangeServiceFeatureStateHandler } from './commands/change-service-feature-state/change-service-feature-state.handler';
import { ChangeServiceStateHandler } from './commands/change-service-state/change-service-state.handler';
import { ConfigurePackageFeaturesHandler } from './commands/configure-package-features/configure-package-features.handler';
import { CreatePackageHandler } from './commands/create-package/create-package.handler';
import { CreatePromoCodeHandler } from './commands/create-promo-code/create-promo-code.handler';
import { RegisterFeatureTypeHandler } from './commands/register-feature-type/register-feature-type.handler';
import { RegisterServiceFeatureHandler } from './commands/register-service-feature/register-service-feature.handler';
import { RegisterServiceHandler } from './commands/register-service/register-service.handler';
import { UpdatePackageHandler } from './commands/update-package/update-package.handler';
import { UpdatePromoCodeHandler } from './commands/update-promo-code/update-promo-code.handler';
import { CountPackagesByTypeHandler } from './queries/count-packages-by-type/count-packages-by-type.handler';
import { GetOfferImageHandler } from './queries/get-offer-image/get-offer-image.handler';
import { GetPackageChannelsHandler } from './queries/get-package-channels/get-package-channels.handler';
import { GetPackageCustomersHandler } from './queries/get-package-customers/get-package-customers.handler';
import { GetPackageFeaturesHandler } from './queries/get-package-features/get-package-features.handler';
import { GetPackagePromoCodesHandler } from './queries/get-package-promo-codes/get-package-promo-codes.handler';
import { GetPackagesConfigurationHandler } from './queries/get-packages-configuration/get-packages-configuration.handler';
import { ListChannelsHandler } from './queries/list-channels/list-channels.handler';
import { ListDiscountablePackagesHandler } from './queries/list-discountable-packages/list-discountable-packages.handler';
import { ListFeatureTypesHandler } from './queries/list-feature-types/list-feature-types.handler';
import { ListPackageSnapshotsHandler } from './queries/list-package-snapshots/list-package-snapshots.handler';
import { ListPackageTypesHandler } from './queries/list-package-types/list-package-types.handler';
import { ListPackagesHandler } from './queries/list-packages/list-packages.handler';
import { ListParentServiceFeaturesHandler } from './queries/list-parent-service-features/list-parent-service-features.handler';
import { ListPromoCodePackagesHandler } from './queries/list-promo-code-packages/list-promo-code-packages.handler';
import { ListPromoCodeSnapshotsHandler } from './queries/list-promo-code-snapshots/list-promo-code-snapshots.handler';
import { ListPromoCodesHandler } from './queries/list-promo-codes/list-promo-codes.handler';
import { ListPromoUserTypesHandler } from './queries/list-promo-user-types/list-promo-user-types.handler';
import { ListServiceFeaturesHandler } from './queries/list-service-features/list-service-features.handler';
import { ListServicesHandler } from './queries/list-services/list-services.handler';

/** The command, query and event handlers of the catalogue context, registered by its module. */
export const CATALOGUE_HANDLERS = [
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
];
