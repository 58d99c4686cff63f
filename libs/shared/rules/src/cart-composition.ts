import { brandHas } from './brands';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './limits';
import { MESSAGES } from './messages';

/** BAS base, CMB combo, CMP complementary. */
export type CartPackageTypeCode = 'BAS' | 'CMB' | 'CMP';

/** What the cart rules read of a package. */
export interface CartPackage {
  packageId: number;
  packageCode: string;
  packageTypeCode: CartPackageTypeCode | string;
  /** Price with IVA; 0 is a free package. */
  price: number;
  /** colnomina base package priced by employee tiers. */
  isEmployee: boolean;
  /** colnomina document package: quantity 1, one at a time. */
  isDocument: boolean;
}

export interface CartEntry<P extends CartPackage = CartPackage> {
  pkg: P;
  quantity: number;
}

export interface CartChange<P extends CartPackage = CartPackage> {
  entries: CartEntry<P>[];
  /** The rule that refused or changed the addition, shown as a warning. */
  warning: string | null;
}

export interface BaseCustomerState {
  /** The customer holds a valid base plan of the service. */
  hasBasePackage: boolean;
  /** ...and every base plan it holds is free. */
  hasOnlyFreeBasePackage: boolean;
}

export const CART_MESSAGES = {
  onlyOneFreePackage: 'Sólo puedes escoger un paquete gratis.',
  freePlanNoAdditional: '¡El plan gratuito no puede adquirir paquetes adicionales!',
  missingBasePackage: 'Para continuar la compra, debes primero seleccionar un paquete base.',
  freeBaseNeedsPaidBase: 'No es posible adquirir este paquete con un paquete gratis, debes primero seleccionar un paquete base',
  emptyCart: 'Debes agregar al menos un paquete a tu compra.',
  onlyOneBasePackage: 'Solo puedes adquirir un paquete base por compra.',
  onlyOnePackage: 'Solo puedes adquirir un paquete por compra.',
  onlyOneDocumentPackage: 'Solo puedes adquirir un paquete de documentos por compra, con cantidad 1.',
  duplicatedPackage: 'Un paquete no puede estar repetido en la compra.',
} as const;

// The brand rules (storefront.md §4) are capabilities of the brand table (brands.ts): severalBasePackages,
// onePackagePerPurchase and documentPackagesOneAtATime.

export const BASE_PACKAGE_TYPE = 'BAS';

const isFree = (pkg: CartPackage): boolean => pkg.price === 0;
const isBase = (pkg: CartPackage): boolean => pkg.packageTypeCode === BASE_PACKAGE_TYPE;
const clampQuantity = (quantity: number): number =>
  Math.min(Math.max(Math.trunc(Number.isFinite(quantity) ? quantity : CART_QUANTITY_MIN), CART_QUANTITY_MIN), CART_QUANTITY_MAX);

/**
 * Adds a package to the cart by the rules of storefront.md §4: one free package only, a free base plan
 * stands alone (and clears the cart), a paid base replaces the other bases (not in colnomina or
 * bemyself), colnomina document packages go one at a time with quantity 1, bemyself holds one package.
 * A package already in the cart takes the new quantity.
 */
export function addToCart<P extends CartPackage>(
  entries: readonly CartEntry<P>[],
  pkg: P,
  quantity: number,
  appName: string,
): CartChange<P> {
  const documentRule = brandHas(appName, 'documentPackagesOneAtATime') && pkg.isDocument;
  const wanted = documentRule ? 1 : clampQuantity(quantity);
  const unchanged = (warning: string): CartChange<P> => ({ entries: [...entries], warning });

  if (brandHas(appName, 'onePackagePerPurchase')) return { entries: [{ pkg, quantity: wanted }], warning: null };

  const existing = entries.find((entry) => entry.pkg.packageId === pkg.packageId);
  if (existing) {
    return { entries: entries.map((entry) => (entry === existing ? { pkg, quantity: wanted } : entry)), warning: null };
  }

  const freeBaseInCart = entries.some((entry) => isFree(entry.pkg) && isBase(entry.pkg));
  if (isFree(pkg)) {
    if (entries.some((entry) => isFree(entry.pkg))) return unchanged(CART_MESSAGES.onlyOneFreePackage);
    if (isBase(pkg)) return { entries: [{ pkg, quantity: 1 }], warning: null };
  }
  if (freeBaseInCart) return unchanged(CART_MESSAGES.freePlanNoAdditional);

  let kept = [...entries];
  if (isBase(pkg) && !brandHas(appName, 'severalBasePackages')) kept = kept.filter((entry) => !isBase(entry.pkg));
  if (documentRule) kept = kept.filter((entry) => !entry.pkg.isDocument);
  return { entries: [...kept, { pkg, quantity: isFree(pkg) ? 1 : wanted }], warning: null };
}

export function removeFromCart<P extends CartPackage>(entries: readonly CartEntry<P>[], packageId: number): CartEntry<P>[] {
  return entries.filter((entry) => entry.pkg.packageId !== packageId);
}

/** Changes a line's quantity (1–999; colnomina document packages stay at 1). */
export function setCartQuantity<P extends CartPackage>(
  entries: readonly CartEntry<P>[],
  packageId: number,
  quantity: number,
  appName: string,
): CartEntry<P>[] {
  const fixed = (pkg: P) => (brandHas(appName, 'documentPackagesOneAtATime') && pkg.isDocument) || isFree(pkg);
  return entries.map((entry) =>
    entry.pkg.packageId === packageId ? { pkg: entry.pkg, quantity: fixed(entry.pkg) ? 1 : clampQuantity(quantity) } : entry,
  );
}

/**
 * The rule of storefront.md §4–§5 that a cart breaks, as the message to show; null when it is valid.
 * The server checks a submitted order with it again.
 */
export function cartCompositionError(entries: readonly CartEntry[], appName: string): string | null {
  if (entries.length === 0) return CART_MESSAGES.emptyCart;
  const ids = new Set(entries.map((entry) => entry.pkg.packageId));
  if (ids.size !== entries.length) return CART_MESSAGES.duplicatedPackage;
  if (
    entries.some((entry) => !Number.isInteger(entry.quantity) || entry.quantity < CART_QUANTITY_MIN || entry.quantity > CART_QUANTITY_MAX)
  ) {
    return MESSAGES.cartQuantity;
  }
  if (brandHas(appName, 'onePackagePerPurchase') && entries.length > 1) return CART_MESSAGES.onlyOnePackage;
  const free = entries.filter((entry) => isFree(entry.pkg));
  if (free.length > 1 || free.some((entry) => entry.quantity !== 1)) return CART_MESSAGES.onlyOneFreePackage;
  if (free.some((entry) => isBase(entry.pkg)) && entries.length > 1) return CART_MESSAGES.freePlanNoAdditional;
  if (!brandHas(appName, 'severalBasePackages') && entries.filter((entry) => isBase(entry.pkg)).length > 1)
    return CART_MESSAGES.onlyOneBasePackage;
  if (brandHas(appName, 'documentPackagesOneAtATime')) {
    const documents = entries.filter((entry) => entry.pkg.isDocument);
    if (documents.length > 1 || documents.some((entry) => entry.quantity !== 1)) return CART_MESSAGES.onlyOneDocumentPackage;
  }
  return null;
}

/**
 * Before a purchase (storefront.md §5): a customer without a base plan must buy one; a customer whose
 * only base plan is free cannot add combos or complementary packages without a paid base.
 */
export function basePackageError(entries: readonly CartEntry[], customer: BaseCustomerState): string | null {
  const cartHasBase = entries.some((entry) => isBase(entry.pkg));
  if (cartHasBase) return null;
  if (!customer.hasBasePackage) return CART_MESSAGES.missingBasePackage;
  if (customer.hasOnlyFreeBasePackage) return CART_MESSAGES.freeBaseNeedsPaidBase;
  return null;
}

/** True when the cart holds a free package (a promo code cannot apply then). */
export function cartHasFreePackage(entries: readonly CartEntry[]): boolean {
  return entries.some((entry) => isFree(entry.pkg));
}
