import { discountedPrice, offerDiscount } from '@lic/shared-rules';
import type { EntityState } from './entity-state';
import type { FeatureCategoryType } from './feature-type.entity';
import { offerImageUrl } from './offer-image';
import type { Package } from './package.entity';
import { UNLIMITED_QUANTITY, validityPeriodDescription, type OfferTypeCode, type StorageUnit } from './package-terms';

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
  /** Contracts (issue 7): the device category of a device-based contract package; null otherwise. */
  deviceCategoryId?: number | null;
}

/** The snapshot of a package whose services, channels, customers and features are loaded. */
export function toPackageSnapshot(pkg: Package): PackageSnapshot {
  const offer = { applyOffer: pkg.applyOffer, offerTypeCode: pkg.offerTypeCode ?? null, totalOffer: pkg.totalOffer };
  return {
    packageId: pkg.id,
    packageCode: pkg.packageCode,
    packageName: pkg.packageName,
    packageDescription: pkg.packageDescription,
    packageTypeId: pkg.packageType.id,
    packageTypeCode: pkg.packageType.packageTypeCode,
    packageTypeName: pkg.packageType.packageTypeName,
    packagePrice: pkg.packagePrice,
    taxIva: pkg.taxIva,
    priceUnit: pkg.priceUnit,
    packagePriceWithDiscount: discountedPrice(pkg.packagePrice, offer),
    discount: offerDiscount(pkg.packagePrice, offer),
    validityPeriod: pkg.validityPeriod,
    validityTypeId: pkg.validityTypeId,
    validityPeriodDescription: validityPeriodDescription(pkg.validityPeriod, pkg.validityTypeId),
    publicVisibility: pkg.publicVisibility,
    relevance: pkg.relevance,
    order: pkg.order,
    applyOffer: pkg.applyOffer,
    offerTypeCode: pkg.offerTypeCode ?? null,
    totalOffer: pkg.totalOffer,
    offerStartTime: pkg.offerStartTime ?? null,
    offerExpirationTime: pkg.offerExpirationTime ?? null,
    urlImageOffer: offerImageUrl(pkg.offerImageKey),
    summaryHtml: pkg.summaryHtml ?? null,
    deviceCategoryId: pkg.deviceCategoryId ?? null,
    idstate: pkg.idstate,
    services: pkg.services
      .getItems()
      .map((s) => ({ serviceId: s.id, serviceName: s.serviceName, serviceTypeId: s.serviceTypeId }))
      .sort((a, b) => a.serviceId - b.serviceId),
    channelIds: pkg.channels
      .getItems()
      .map((c) => c.id)
      .sort((a, b) => a - b),
    customerIds: pkg.customers
      .getItems()
      .map((c) => c.customerId)
      .sort(),
    features: pkg.features
      .getItems()
      .map((f) => ({
        serviceId: f.service.id,
        serviceFeatureId: f.serviceFeature.id,
        serviceFeatureCode: f.serviceFeature.serviceFeatureCode,
        serviceFeatureDescription: f.serviceFeature.featureDescription,
        featureAlias: f.serviceFeature.featureAlias ?? null,
        featureTypeName: f.serviceFeature.featureType.featureTypeName,
        featureCategory: f.serviceFeature.featureType.categoryType,
        quantity: f.quantity,
        isUnlimited: f.quantity === UNLIMITED_QUANTITY,
        storageUnit: f.storageUnit ?? null,
      }))
      .sort((a, b) => a.serviceId - b.serviceId || a.serviceFeatureId - b.serviceFeatureId),
  };
}
