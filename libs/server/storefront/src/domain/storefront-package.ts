import type { PackageSnapshot } from '@lic/server-catalogue-api';
import type { PackageTypeCode, StorefrontPackage } from '@lic/shared-api-types';
import {
  discountedPrice,
  displayedOfferExpiry,
  OFFER_EXPIRY_ROLLOVER_DAYS,
  endOfQuarter,
  offerDiscount,
  type PackageOffer,
} from '@lic/shared-rules';

const DAY_MS = 86_400_000;

/** Service and feature codes that make a colnomina package an employee or a document package. */
export const PAYROLL_SERVICE = 'COLNOMINA';
export const EMPLOYEE_FEATURE = 'COLNOMINA_EMPLEADO';
const DOCUMENT_FEATURE_SUFFIX = '_DOCUMENTO';

/**
 * A package snapshot as the read model keeps it. Events travel as JSON through the outbox, so the
 * offer instants may arrive as ISO strings.
 */
export type StoredPackageSnapshot = Omit<PackageSnapshot, 'offerStartTime' | 'offerExpirationTime'> & {
  offerStartTime: Date | string | null;
  offerExpirationTime: Date | string | null;
};

const instant = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** The package's offer is on and `now` is inside its window (a missing bound leaves that side open). */
export function offerOpen(snapshot: StoredPackageSnapshot, now: Date): boolean {
  if (!snapshot.applyOffer || !snapshot.offerTypeCode) return false;
  const start = instant(snapshot.offerStartTime);
  const end = instant(snapshot.offerExpirationTime);
  const at = now.getTime();
  return (start === null || start <= at) && (end === null || at <= end);
}

export function serviceNamesOf(snapshot: StoredPackageSnapshot): string[] {
  return snapshot.services.map((service) => service.serviceName.toUpperCase());
}

/** colnomina base package priced by employee tiers (feature COLNOMINA_EMPLEADO). */
export function isEmployeePackage(snapshot: StoredPackageSnapshot): boolean {
  return (
    snapshot.packageTypeCode === 'BAS' &&
    serviceNamesOf(snapshot).includes(PAYROLL_SERVICE) &&
    snapshot.features.some((feature) => feature.serviceFeatureCode.toUpperCase() === EMPLOYEE_FEATURE)
  );
}

/** colnomina complementary package of documents (a *_DOCUMENTO feature): quantity 1, one at a time. */
export function isDocumentPackage(snapshot: StoredPackageSnapshot): boolean {
  return (
    snapshot.packageTypeCode === 'CMP' &&
    serviceNamesOf(snapshot).includes(PAYROLL_SERVICE) &&
    snapshot.features.some((feature) => feature.serviceFeatureCode.toUpperCase().endsWith(DOCUMENT_FEATURE_SUFFIX))
  );
}

/** The offer of the package as it applies at `now` (no offer outside its window). */
export function offerAt(snapshot: StoredPackageSnapshot, now: Date): PackageOffer {
  return offerOpen(snapshot, now)
    ? { applyOffer: true, offerTypeCode: snapshot.offerTypeCode, totalOffer: snapshot.totalOffer }
    : { applyOffer: false, offerTypeCode: null, totalOffer: 0 };
}

/**
 * The package as the storefront shows it at `now`: the offer only while its window is open, the
 * discounted price recomputed (PTJ percent, VLR value) and the expiry more than 90 days away shown as
 * the end of the current quarter.
 */
export function toStorefrontPackage(snapshot: StoredPackageSnapshot, now: Date): StorefrontPackage {
  const offer = offerAt(snapshot, now);
  const end = instant(snapshot.offerExpirationTime);
  const services = [...snapshot.services].sort((a, b) => a.serviceId - b.serviceId);
  return {
    packageId: snapshot.packageId,
    packageCode: snapshot.packageCode,
    packageName: snapshot.packageName,
    packageDescription: snapshot.packageDescription,
    packageType: {
      packageTypeId: snapshot.packageTypeId,
      packageTypeCode: snapshot.packageTypeCode as PackageTypeCode,
      packageTypeName: snapshot.packageTypeName,
    },
    packagePrice: snapshot.packagePrice,
    packageUnitPrice: snapshot.priceUnit,
    packagePriceWithDiscount: discountedPrice(snapshot.packagePrice, offer),
    discount: offerDiscount(snapshot.packagePrice, offer),
    taxIva: snapshot.taxIva,
    applyOffer: offer.applyOffer,
    offerTypeCode: offer.applyOffer ? (snapshot.offerTypeCode as 'PTJ' | 'VLR') : null,
    totalOffer: offer.totalOffer,
    offerExpirationTime: offer.applyOffer && end !== null ? displayedOfferExpiry(new Date(end), now).toISOString() : null,
    urlImageOffer: offer.applyOffer ? snapshot.urlImageOffer : null,
    validityTypeId: snapshot.validityTypeId,
    validityPeriod: snapshot.validityPeriod,
    validityPeriodDescription: snapshot.validityPeriodDescription,
    publicVisibility: snapshot.publicVisibility,
    summaryHtml: snapshot.summaryHtml,
    serviceName: services[0]?.serviceName ?? '',
    isEmployee: isEmployeePackage(snapshot),
    isDocument: isDocumentPackage(snapshot),
    itemsPackageFeatures: snapshot.features.map((feature) => ({
      itemPackageId: feature.serviceFeatureId,
      quantity: feature.quantity,
      isunlimited: feature.isUnlimited,
      serviceFeature: {
        serviceFeatureId: feature.serviceFeatureId,
        serviceFeatureCode: feature.serviceFeatureCode,
        serviceFeatureDescription: feature.serviceFeatureDescription,
        featureAlias: feature.featureAlias,
        storageUnit: feature.storageUnit,
      },
    })),
  };
}

/**
 * The first instant after `now` at which what the storefront shows of these packages changes by
 * itself: an offer window opening or closing, or a rolled expiry (more than 90 days away, shown as the
 * end of the quarter) reaching the quarter's end or coming within 90 days. Null when nothing changes.
 */
export function nextOfferBoundary(snapshots: readonly StoredPackageSnapshot[], now: Date): Date | null {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  const consider = (time: number) => {
    if (time > at && time < next) next = time;
  };
  for (const snapshot of snapshots) {
    if (!snapshot.applyOffer || !snapshot.offerTypeCode) continue;
    const start = instant(snapshot.offerStartTime);
    const end = instant(snapshot.offerExpirationTime);
    if (start !== null) consider(start);
    if (end !== null) {
      // Open while now <= end: it closes the millisecond after.
      consider(end + 1);
      if (end - at > OFFER_EXPIRY_ROLLOVER_DAYS * DAY_MS) {
        consider(end - OFFER_EXPIRY_ROLLOVER_DAYS * DAY_MS);
        consider(endOfQuarter(now).getTime() + 1);
      }
    }
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
