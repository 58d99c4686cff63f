import type { PriceTier } from '@lic/shared-api-types';
import { brandHas, type PricedCart } from '@lic/shared-rules';
import type { CartLineView, CartMenuItem, CartQuantityMode } from '@lic/web-ui';
import { tiersOf, type CartItemEntry } from './cart-item';

/**
 * Brands with the cartStepper capability show a quantity stepper; the others do not allow free quantity
 * entry, and document packages of documentPackagesOneAtATime brands stay at 1 (storefront.md §4).
 */
export function quantityModeOf(entry: CartItemEntry, appName: string, tiers: readonly PriceTier[]): CartQuantityMode {
  if (entry.pkg.price === 0 || (brandHas(appName, 'documentPackagesOneAtATime') && entry.pkg.isDocument)) return 'fixed';
  if (entry.pkg.isEmployee && tiersOf(tiers, entry.pkg).length > 0) return 'select';
  return brandHas(appName, 'cartStepper') ? 'stepper' : 'fixed';
}

/** The cart modal's lines: the entries with the figures of the priced cart. */
export function cartLineViews(
  entries: readonly CartItemEntry[],
  priced: PricedCart,
  appName: string,
  tiers: readonly PriceTier[],
): CartLineView[] {
  return entries.map((entry) => {
    const line = priced.lines.find((candidate) => candidate.packageId === entry.pkg.packageId);
    const mode = quantityModeOf(entry, appName, tiers);
    return {
      packageId: entry.pkg.packageId,
      name: entry.pkg.packageName,
      quantity: entry.quantity,
      quantityMode: mode,
      quantityOptions: mode === 'select' ? tiersOf(tiers, entry.pkg).map((tier) => tier.quantity) : undefined,
      unitValue: line?.base ?? 0,
      discount: line?.discount ?? 0,
      ivaPercent: line?.taxiva ?? entry.pkg.taxIva,
      subtotal: line?.total ?? 0,
      features: entry.pkg.itemsPackageFeatures.map((item) => ({
        key: item.itemPackageId,
        description: item.serviceFeature.featureAlias || item.serviceFeature.serviceFeatureDescription,
        quantity: item.quantity,
        unlimited: item.isunlimited,
      })),
    };
  });
}

/**
 * The cart menu's items: the price of one unit (IVA included) x the units charged, and the line's total
 * with its discounts — the figures of the priced cart, whole pesos. An employee item is one unit: its tier.
 */
export function cartMenuItems(entries: readonly CartItemEntry[], priced: PricedCart): CartMenuItem[] {
  return entries.map((entry) => {
    const line = priced.lines.find((candidate) => candidate.packageId === entry.pkg.packageId);
    const units = line && line.unitPrice > 0 ? line.grossTotal / line.unitPrice : entry.quantity;
    return {
      packageId: entry.pkg.packageId,
      name: entry.pkg.packageName,
      price: line?.unitPrice ?? entry.pkg.packagePrice,
      quantity: units,
      total: line?.total ?? 0,
    };
  });
}
