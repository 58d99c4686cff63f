import { discountedPrice, offerDiscount } from '@lic/shared-rules';
import { offerImageUrl } from './offer-image';
import type { Package } from './package.entity';
import type { PackageSnapshot } from '@lic/server-catalogue-api';
import { UNLIMITED_QUANTITY, validityPeriodDescription } from './package-terms';

export type { PackageFeatureSnapshot, PackageServiceSnapshot, PackageSnapshot } from '@lic/server-catalogue-api';

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
