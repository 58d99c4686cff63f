import type { StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import { EntityState } from '@lic/server-catalogue-api';
import { serviceNamesOf, toStorefrontPackage, type StoredPackageSnapshot } from './storefront-package';

/** Whose catalogue it is: anonymous (public packages only) or the company of the signed-in customer. */
export interface CatalogueViewer {
  customerId: string | null;
}

/** Which packages of the read model a catalogue takes. */
export interface CatalogueScope {
  /** Upper-case service names; null = every service (the generic license app). */
  serviceNames: readonly string[] | null;
  /** Only packages holding this service feature code. */
  featureCode?: string | null;
}

/** Active, of the scope's services (and feature), public or linked to the viewer's company. */
export function packageInScope(snapshot: StoredPackageSnapshot, scope: CatalogueScope, viewer: CatalogueViewer): boolean {
  if (snapshot.idstate !== EntityState.ACTIVE) return false;
  if (!snapshot.publicVisibility && (viewer.customerId === null || !snapshot.customerIds.includes(viewer.customerId))) return false;
  if (scope.serviceNames !== null) {
    const names = serviceNamesOf(snapshot);
    if (!scope.serviceNames.some((name) => names.includes(name))) return false;
  }
  if (scope.featureCode) {
    const wanted = scope.featureCode.toUpperCase();
    if (!snapshot.features.some((feature) => feature.serviceFeatureCode.toUpperCase() === wanted)) return false;
  }
  return true;
}

/** Relevance (1 Alta first), then the order inside it, then the id: the order of the back office. */
function byRelevance(a: StoredPackageSnapshot, b: StoredPackageSnapshot): number {
  return a.relevance - b.relevance || a.order - b.order || a.packageId - b.packageId;
}

/**
 * The home catalogue (design.md §5): packages whose offer window is open now go to `offers`; the
 * others to base, combo or complementary by type; each group sorted by relevance and order.
 */
export function buildStorefrontCatalogue(
  snapshots: readonly StoredPackageSnapshot[],
  scope: CatalogueScope,
  viewer: CatalogueViewer,
  now: Date,
): StorefrontCatalogue {
  const catalogue: StorefrontCatalogue = { offers: [], base: [], combo: [], complementary: [] };
  const groupOf: Record<string, StorefrontPackage[]> = { BAS: catalogue.base, CMB: catalogue.combo, CMP: catalogue.complementary };
  const chosen = snapshots.filter((snapshot) => packageInScope(snapshot, scope, viewer)).sort(byRelevance);
  for (const snapshot of chosen) {
    const pkg = toStorefrontPackage(snapshot, now);
    if (pkg.applyOffer) catalogue.offers.push(pkg);
    else groupOf[snapshot.packageTypeCode]?.push(pkg);
  }
  return catalogue;
}
