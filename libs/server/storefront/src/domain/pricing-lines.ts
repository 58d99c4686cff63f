import { InvalidInputError } from '@lic/server-kernel';
import type { CartItem } from '@lic/server-storefront-api';
import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import { cartPricingLine, type PricingLine } from '@lic/shared-rules';
import { StorefrontMessage } from './storefront.messages';

/** An employee package's quantity that no tier of the package covers (400). */
export class EmployeeQuantityError extends InvalidInputError {
  constructor(packageCode: string) {
    super('ORDERING.EMPLOYEE_QUANTITY_WITHOUT_TIER', StorefrontMessage.employeeQuantityWithoutTier, [
      { field: packageCode, message: StorefrontMessage.employeeQuantityWithoutTier },
    ]);
  }
}

/**
 * The pricing line of a package in the cart (cartPricingLine of @lic/shared-rules, which the storefront
 * calls too): an employee package with employee tiers takes the price of the tier for its quantity,
 * counted once, and keeps its offer; a quantity above every tier is refused. Other packages cost their
 * price per unit.
 */
export function pricingLineOf(pkg: StorefrontPackage, quantity: number, employeeTiers: readonly PriceTier[] = []): PricingLine {
  const line = cartPricingLine(
    pkg,
    quantity,
    employeeTiers.filter((tier) => tier.type === 'employee'),
  );
  if (!line) throw new EmployeeQuantityError(pkg.packageCode);
  return line;
}

/** The pricing lines of the cart's items, in their order; items whose package is not given are skipped. */
export function pricingLinesOf(
  packages: readonly StorefrontPackage[],
  items: readonly CartItem[],
  employeeTiers: readonly PriceTier[] = [],
): PricingLine[] {
  const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  return items.flatMap((item) => {
    const pkg = byId.get(item.packageId);
    return pkg ? [pricingLineOf(pkg, item.quantity, employeeTiers)] : [];
  });
}
