import type { PackageToPurchase, PackageTypeCode, PriceTier, StorefrontCatalogue, StorefrontPackage } from '@lic/shared-api-types';
import {
  BASE_PACKAGE_TYPE,
  cartPricingLine,
  pricingLineFor,
  tierFor,
  tiersOfPackage,
  type CartEntry,
  type PricedCartLine,
  type PricingLine,
} from '@lic/shared-rules';

/** A catalogue package with what the shared cart rules read of it (type code and price with IVA). */
export type CartItemPackage = StorefrontPackage & { packageTypeCode: PackageTypeCode; price: number };
export type CartItemEntry = CartEntry<CartItemPackage>;

export const EMPLOYEE_FEATURE_CODE = 'COLNOMINA_EMPLEADO';
export const USER_FEATURE_CODE = 'COLNOMINA_USUARIO';

export function toCartPackage(pkg: StorefrontPackage): CartItemPackage {
  return { ...pkg, packageTypeCode: pkg.packageType.packageTypeCode, price: pkg.packagePrice };
}

/** The package as the catalogue sent it, without the cart's fields. */
export function catalogueFields(pkg: CartItemPackage): StorefrontPackage {
  const { packageTypeCode: _type, price: _price, ...rest } = pkg;
  return rest;
}

/** Every package of the catalogue once (an offer is also in its own group). */
export function cataloguePackages(catalogue: StorefrontCatalogue): StorefrontPackage[] {
  const byId = new Map<number, StorefrontPackage>();
  for (const pkg of [...catalogue.offers, ...catalogue.base, ...catalogue.combo, ...catalogue.complementary]) {
    if (!byId.has(pkg.packageId)) byId.set(pkg.packageId, pkg);
  }
  return [...byId.values()];
}

/** A package by id (digits) or by code, as /license/addCartItem/{idParam} and viewCartModal name it. */
export function findPackage(packages: readonly StorefrontPackage[], idOrCode: string): StorefrontPackage | null {
  const wanted = idOrCode.trim();
  if (wanted === '') return null;
  const byId = /^\d+$/.test(wanted) ? packages.find((pkg) => pkg.packageId === Number(wanted)) : undefined;
  return byId ?? packages.find((pkg) => pkg.packageCode.toLowerCase() === wanted.toLowerCase()) ?? null;
}

/** The employee tiers of one package, lowest first. */
export function tiersOf(tiers: readonly PriceTier[], pkg: Pick<StorefrontPackage, 'packageId'>): PriceTier[] {
  return tiersOfPackage(tiers, pkg);
}

/** The quantity an employee item takes: the tier that covers the wanted one (the largest when above them all). */
export function tierQuantity(tiers: readonly PriceTier[], quantity: number): number {
  if (tiers.length === 0) return quantity;
  return (tierFor(tiers, quantity) ?? tiers[tiers.length - 1]).quantity;
}

/**
 * The pricing line of a cart entry: cartPricingLine of @lic/shared-rules, as the server prices the order.
 * A quantity no tier covers (the server refuses it) is shown at the package's price per unit meanwhile.
 */
export function pricingLineOf(entry: CartItemEntry, tiers: readonly PriceTier[]): PricingLine {
  return cartPricingLine(entry.pkg, entry.quantity, tiers) ?? pricingLineFor(entry.pkg, entry.quantity);
}

export function packagesToPurchase(entries: readonly CartItemEntry[]): PackageToPurchase[] {
  return entries.map((entry) => ({ packageId: entry.pkg.packageId, packageCode: entry.pkg.packageCode, packageQuantity: entry.quantity }));
}

/** The cart item as it is stored under "cart" (storefront.md §3 Cart item). */
export interface StoredCartItem extends StorefrontPackage {
  id: number;
  name: string;
  /** The quantity, as the legacy item called it. */
  number: number;
  quantity: number;
  /** Unit value before IVA. */
  base: number;
  newBase: number;
  taxiva: number;
  ivaValue: number;
  total: number;
  /** Price with IVA the line is priced from. */
  price: number;
  isNotBaseEmployee: boolean;
  quantityUsers: number | null;
  quantityEmployees: number | null;
}

const featureQuantity = (pkg: StorefrontPackage, code: string): number | null =>
  pkg.itemsPackageFeatures.find((item) => item.serviceFeature.serviceFeatureCode === code)?.quantity ?? null;

export function toStoredItem(entry: CartItemEntry, line: PricedCartLine | undefined, pricing: PricingLine): StoredCartItem {
  const pkg = catalogueFields(entry.pkg);
  const employees = featureQuantity(pkg, EMPLOYEE_FEATURE_CODE);
  return {
    ...pkg,
    id: pkg.packageId,
    name: pkg.packageName,
    number: entry.quantity,
    quantity: entry.quantity,
    base: line?.base ?? 0,
    discount: line?.discount ?? 0,
    newBase: line?.newBase ?? 0,
    taxiva: line?.taxiva ?? pkg.taxIva,
    ivaValue: line?.ivaValue ?? 0,
    total: line?.total ?? 0,
    price: pricing.price,
    isNotBaseEmployee: employees !== null && pkg.packageType.packageTypeCode !== BASE_PACKAGE_TYPE,
    quantityUsers: featureQuantity(pkg, USER_FEATURE_CODE),
    quantityEmployees: pkg.isEmployee ? entry.quantity : employees === null ? null : employees * entry.quantity,
  };
}

const isStoredItem = (value: unknown): value is StoredCartItem => {
  const item = value as Partial<StoredCartItem> | null;
  return (
    typeof item?.packageId === 'number' &&
    typeof item.packageCode === 'string' &&
    typeof item.quantity === 'number' &&
    typeof item.packagePrice === 'number' &&
    typeof item.packageType?.packageTypeCode === 'string' &&
    Array.isArray(item.itemsPackageFeatures)
  );
};

/** The entries of a stored cart; anything that is not a stored item is dropped. */
export function fromStoredItems(stored: unknown): CartItemEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredItem).map((item) => {
    const {
      id: _id,
      name: _name,
      number: _number,
      quantity,
      base: _base,
      newBase: _newBase,
      taxiva: _taxiva,
      ivaValue: _ivaValue,
      total: _total,
      price: _price,
      isNotBaseEmployee: _notBase,
      quantityUsers: _users,
      quantityEmployees: _employees,
      ...pkg
    } = item;
    // "discount" was overwritten by the line's discount: the package's own is the offer's.
    const restored: StorefrontPackage = { ...pkg, discount: pkg.packagePrice - pkg.packagePriceWithDiscount };
    return { pkg: toCartPackage(restored), quantity };
  });
}
