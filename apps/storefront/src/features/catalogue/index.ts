// The catalogue feature's public entry: other features import only what is exported here.
export { getPackagesByServiceName } from '../../shared/api/get-packages-by-service-name';
export { StorefrontPackageCard, type PackageActions } from './components/package-cards';
export { CATALOGUE_LOAD_FAILED } from './hooks/use-catalogue';
export { usePackageActions } from './hooks/use-package-actions';
export { browserNavigation } from './landing-redirect';
