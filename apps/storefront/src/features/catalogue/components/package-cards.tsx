import type { StorefrontPackage } from '@lic/shared-api-types';
import { CataloguePackageCard, OfferCard, packageValidityLine, type CatalogueFeature } from '@lic/web-ui';

export interface PackageActions {
  /** "Agregar a compra" / "¡COMPRAR YA!": add one and go to the purchase. */
  onBuyNow: (pkg: StorefrontPackage) => void;
  /** "Agregar al carrito": add one and show the cart. */
  onAddToCart: (pkg: StorefrontPackage) => void;
  /** The package whose purchase is under way, if any. */
  pendingId: number | null;
}

function featuresOf(pkg: StorefrontPackage): CatalogueFeature[] {
  return pkg.itemsPackageFeatures.map((item) => ({
    key: item.itemPackageId,
    label: item.serviceFeature.featureAlias || item.serviceFeature.serviceFeatureDescription,
    quantity: item.quantity,
    unlimited: item.isunlimited,
    unit: item.serviceFeature.storageUnit,
  }));
}

export function StorefrontPackageCard({ pkg, actions }: { pkg: StorefrontPackage; actions: PackageActions }) {
  return (
    <CataloguePackageCard
      name={pkg.packageName}
      packageTypeId={pkg.packageType.packageTypeId}
      price={pkg.packagePrice}
      discountedPrice={pkg.packagePriceWithDiscount}
      fromPrice={pkg.isEmployee}
      publicVisibility={pkg.publicVisibility}
      features={featuresOf(pkg)}
      busy={actions.pendingId === pkg.packageId}
      onBuyNow={() => actions.onBuyNow(pkg)}
      onAddToCart={() => actions.onAddToCart(pkg)}
    />
  );
}

export function StorefrontOfferCard({ pkg, actions }: { pkg: StorefrontPackage; actions: PackageActions }) {
  return (
    <OfferCard
      name={pkg.packageName}
      offerTypeCode={pkg.offerTypeCode ?? 'VLR'}
      totalOffer={pkg.totalOffer}
      price={pkg.packagePrice}
      offerPrice={pkg.packagePriceWithDiscount}
      validity={packageValidityLine(pkg.validityTypeId, pkg.validityPeriodDescription)}
      imageUrl={pkg.urlImageOffer}
      expiresAt={pkg.offerExpirationTime}
      buying={actions.pendingId === pkg.packageId}
      onBuy={() => actions.onBuyNow(pkg)}
    />
  );
}
