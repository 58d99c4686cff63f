import { UNLIMITED_QUANTITY } from '@lic/shared-rules';

export type StorageUnit = 'MB' | 'GB';
export const STORAGE_UNITS: readonly StorageUnit[] = ['MB', 'GB'];
export const STORAGE_FEATURE_TYPE = 'Almacenamiento';

export const FEATURE_QUANTITY_MIN = 1;
export const FEATURE_QUANTITY_MAX = 9_999_999;

/** One feature of a service inside a package (backoffice-catalogue.md §3, package configuration). */
export interface ConfigurableFeature {
  featureId: number | string;
  featureName: string;
  featureTypeName: string | null;
  selected: boolean;
  quantity: number;
  storageType: StorageUnit | null;
}

export interface ConfigurableService {
  serviceId: number | string;
  serviceName: string;
  features: ConfigurableFeature[];
}

export function isStorageFeature(feature: Pick<ConfigurableFeature, 'featureTypeName' | 'storageType'>): boolean {
  return feature.storageType !== null || feature.featureTypeName === STORAGE_FEATURE_TYPE;
}

export function isUnlimited(quantity: number): boolean {
  return quantity === UNLIMITED_QUANTITY;
}

/** A typed quantity when it is whole and within 1 to 9,999,999; null means the input reverts. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= FEATURE_QUANTITY_MIN && value <= FEATURE_QUANTITY_MAX ? value : null;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Features whose name contains the filter, ignoring case and accents. */
export function matchesFeatureFilter(feature: Pick<ConfigurableFeature, 'featureName'>, filter: string): boolean {
  const wanted = folded(filter.trim());
  return wanted === '' || folded(feature.featureName).includes(wanted);
}
