import type { EntityState } from './entity-state';
import type { FeatureCategoryType, OfferTypeCode, StorageUnit } from './snapshot-terms';

export interface PackageServiceSnapshot {
  serviceId: number;
  serviceName: string;
  serviceTypeId: number;
}

export interface PackageFeatureSnapshot {
  serviceId: number;
  serviceFeatureId: number;
  serviceFeatureCode: string;
  serviceFeatureDescription: string;
  featureAlias: string | null;
  featureTypeName: string;
  /** T transactional (consumed), F system functionality (licensing's balance cards show T only). */
  featureCategory: FeatureCategoryType;
  quantity: number;
  isUnlimited: boolean;
  /** MB or GB for storage features: the quantity is in that unit. */
  storageUnit: StorageUnit | null;
}

/**
 * Everything a read model of the storefront needs about a package, carried by the package events and
 * by ListPackageSnapshotsQuery.
 */
export interface PackageSnapshot {
  packageId: number;
  packageCode: string;
  packageName: string;
  packageDescription: string;
  packageTypeId: number;
  packageTypeCode: string;
  packageTypeName: string;
  packagePrice: number;
  taxIva: number;
  /** Price before tax. */
  priceUnit: number;
  /** Price after the offer (PTJ percent off, VLR the offer value); the price when there is no offer. */
  packagePriceWithDiscount: number;
  discount: number;
  validityPeriod: number;
  validityTypeId: string;
  validityPeriodDescription: string;
  publicVisibility: boolean;
  relevance: number;
  order: number;
  applyOffer: boolean;
  offerTypeCode: OfferTypeCode | null;
  totalOffer: number;
  offerStartTime: Date | null;
  offerExpirationTime: Date | null;
  urlImageOffer: string | null;
  summaryHtml: string | null;
  idstate: EntityState;
  services: PackageServiceSnapshot[];
  channelIds: number[];
  /** Companies that may see the package when it is private. */
  customerIds: string[];
  features: PackageFeatureSnapshot[];
  /** Contracts: the device category of a device-based contract package; null otherwise. */
  deviceCategoryId?: number | null;
}
